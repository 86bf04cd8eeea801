/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    applyHospital: {
      title: 'Referring hospitals',
      name: 'referring hospital',
      fields: {
        name: 'Name',
        code: 'Code',
        own: 'This hospital',
        deptCount: 'Departments',
        sort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Name or code',
        enabled: 'Status',
      },
      enabled: 'In use',
      disabled: 'Not in use',
      ownHelp: 'The hospital the registration desk offers first; marking another hospital moves the mark there',
    },
  },
}

export default messages
