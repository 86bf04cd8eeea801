/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    online: {
      title: 'Online users',
      name: 'session',
      fields: {
        userName: 'User name',
        nickName: 'Nick name',
        dept: 'Department',
        ip: 'IP',
        address: 'Location',
        browser: 'Browser',
        loginTime: 'Signed in',
      },
      filters: {
        username: 'User name or nick name',
      },
      thisSession: 'This session',
      kick: 'Kick out',
      kickOne: 'Kick out {{name}}',
      kickSelectedHint: 'Ends the ticked sessions: their next action asks them to sign in again',
      ownSession: 'This is your own session: it cannot be kicked out here. Sign out to end it.',
      confirmOne: 'Kick out {{name}} ({{nickName}})? The session ends at once; their unsaved work is lost.',
      confirmMany: 'Kick out the {{count}} selected sessions? They end at once; unsaved work is lost.',
      kicked: 'Kicked out {{count}} session(s)',
    },
  },
}

export default messages
