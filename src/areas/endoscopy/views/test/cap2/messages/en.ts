/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  cap2: {
    title: 'Capture test: ImageCapture and canvas',
  },
}

export default messages
