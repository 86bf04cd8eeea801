/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  admin: {
    unknownView: 'This build has no administration view named “{{view}}”.',
    loading: 'Loading…',
  },
}

export default messages
