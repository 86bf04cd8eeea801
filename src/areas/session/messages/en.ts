/**
 * English: the source every other locale of this catalogue is typed against.
 */
const messages = {
  session: {
    badge: {
      signedInAs: 'Signed in as',
      notSignedIn: 'Not signed in',
      loading: 'Loading the signed-in user…',
      logout: 'Log out',
      loggingOut: 'Logging out…',
      roles: 'Roles',
    },
  },
}

export default messages
