/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    firstStatic: {
      title: 'Workload',
    },
  },
}

export default messages
