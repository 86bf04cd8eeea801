/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'ecg-diagnosList': {
      title: 'ECG reading',
    },
  },
}

export default messages
