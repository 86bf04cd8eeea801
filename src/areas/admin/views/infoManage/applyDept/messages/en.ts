/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    applyDept: {
      title: 'Referring departments',
      name: 'referring department',
      fields: {
        name: 'Department',
        hospitalId: 'Hospital',
        hospitalName: 'Hospital',
        physicianCount: 'Physicians',
        sort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Department',
        hospitalId: 'Hospital',
        enabled: 'Status',
      },
      enabled: 'In use',
      disabled: 'Not in use',
    },
    applyPhysician: {
      title: 'Physicians',
      name: 'physician',
      choose: 'Choose a department on the left to see its physicians.',
      fields: {
        name: 'Name',
        title: 'Title',
        sort: 'Order',
        enabled: 'Status',
      },
      filters: {
        blurry: 'Name or title',
      },
      titleHelp: 'Such as chief physician or attending physician',
    },
  },
}

export default messages
