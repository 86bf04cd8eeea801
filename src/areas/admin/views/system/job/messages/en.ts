/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    job: {
      title: 'Jobs',
      name: 'job',
      fields: {
        name: 'Name',
        jobSort: 'Order',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        name: 'Name',
        enabled: 'Status',
        createTime: 'Created',
      },
    },
  },
}

export default messages
