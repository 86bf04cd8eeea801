/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'diagnos-in': {
      title: 'DiagnosIn',
      name: 'diagnos-in',
      fields: {
        name: 'Name',
        createTime: 'Created'
      },
      filters: {
        blurry: 'Search'
      }
    }
  }
}

export default messages
