/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    deployHistory: {
      title: 'Deployment history',
      name: 'deployment',
      fields: {
        appName: 'Application',
        ip: 'Server address',
        deployDate: 'Deployed',
        deployUser: 'Deployed by',
        restorable: 'Package kept',
      },
      filters: {
        blurry: 'Application, address or user',
        deployDate: 'Deployed',
      },
    },
  },
}

export default messages
