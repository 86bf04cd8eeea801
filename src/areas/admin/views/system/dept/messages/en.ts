/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    dept: {
      title: 'Departments',
      name: 'department',
      fields: {
        name: 'Name',
        deptSort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
        isTop: 'Top level',
        pid: 'Parent department',
      },
      filters: {
        name: 'Name',
        enabled: 'Status',
      },
      yes: 'Yes',
      no: 'No',
      addUnder: 'Add a department under {{name}}',
    },
  },
}

export default messages
