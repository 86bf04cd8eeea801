/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'us-diagnosList': {
      title: 'Ultrasound reading',
    },
  },
}

export default messages
