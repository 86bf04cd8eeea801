/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'diagnos-out': {
      title: 'Outside reading',
    },
  },
}

export default messages
