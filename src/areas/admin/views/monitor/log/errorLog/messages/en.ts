/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    errorLog: {
      title: 'Error log',
      name: 'error',
      fields: {
        username: 'User',
        requestIp: 'IP',
        address: 'Location',
        description: 'Description',
        path: 'Path',
        browser: 'Browser',
        createTime: 'Time',
      },
      filters: {
        blurry: 'User, description, IP, request or parameters',
        createTime: 'Time',
      },
    },
  },
}

export default messages
