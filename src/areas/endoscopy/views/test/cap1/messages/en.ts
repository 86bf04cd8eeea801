/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  cap1: {
    title: 'Capture test',
  },
}

export default messages
