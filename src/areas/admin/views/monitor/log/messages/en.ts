/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    log: {
      title: 'Operation log',
      name: 'log entry',
      fields: {
        username: 'User',
        requestIp: 'IP',
        address: 'Location',
        description: 'Description',
        browser: 'Browser',
        time: 'Duration (ms)',
        createTime: 'Time',
      },
      filters: {
        blurry: 'User, description, IP, request or parameters',
        createTime: 'Time',
      },
    },
    logDetail: {
      show: 'Details of {{name}}',
      title: 'Operation: {{name}}',
      errorTitle: 'Error: {{name}}',
      user: 'User',
      request: 'Request',
      params: 'Parameters',
      exception: 'Exception',
      none: 'None',
      loading: 'Loading the exception…',
      failed: 'The exception could not be loaded.',
      copy: 'Copy the exception',
      copied: 'Copied.',
      copyFailed: 'Could not copy: select the text and copy it by hand.',
      close: 'Close',
    },
    logClear: {
      button: 'Clear',
      title: 'Clear the log',
      confirmInfo: 'Delete every entry of the operation log? This cannot be undone; the clearing itself is logged.',
      confirmError: 'Delete every entry of the error log? This cannot be undone.',
      cleared: 'Cleared',
    },
  },
}

export default messages
