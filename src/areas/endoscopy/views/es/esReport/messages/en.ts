/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  esReport: {
    panel: 'Endoscopy images and biopsies',
  },
}

export default messages
