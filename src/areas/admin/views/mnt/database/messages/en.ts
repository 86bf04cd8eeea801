/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    database: {
      title: 'Databases',
      name: 'database',
      fields: {
        name: 'Name',
        jdbcUrl: 'Database file (jdbcUrl)',
        userName: 'User',
        pwd: 'Password',
        hasPassword: 'Password stored',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Name or file',
        createTime: 'Created',
      },
      jdbcHelp: 'jdbc:sqlite:<file> or a file path inside the server\'s data folder (relative paths start there)',
      pwdHelp: 'Stored encrypted and never shown again; leave blank to keep the stored one',
      test: 'Test the connection to {{name}}',
      reachable: '{{name}} opens',
      unreachable: '{{name}} cannot be opened (missing file or not a SQLite database)',
      run: 'Run a script on {{name}}',
      runTitle: 'Run a script: {{name}}',
      file: 'Script (.sql)',
      runHint: 'The whole script runs in one transaction: if any statement fails, nothing is changed.',
      runButton: 'Run',
      running: 'Running…',
      succeeded: 'Done: {{changes}} rows changed in {{ms}} ms',
      failed: 'Failed, nothing was changed: {{message}}',
      close: 'Close',
    },
  },
}

export default messages
