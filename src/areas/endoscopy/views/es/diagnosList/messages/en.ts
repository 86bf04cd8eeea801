/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    'es-diagnosList': {
      title: 'Endoscopy reading',
    },
  },
}

export default messages
