/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    secondStatic: {
      title: 'Positive rate and quality',
      tabs: {
        positive: 'Positive rate',
        turnaround: 'Turnaround',
        critical: 'Critical values',
      },
    },
  },
}

export default messages
