/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'diagnos-in': {
      title: 'In-house reading',
    },
  },
}

export default messages
