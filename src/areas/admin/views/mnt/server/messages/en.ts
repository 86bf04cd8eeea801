/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    serverDeploy: {
      title: 'Servers',
      name: 'server',
      fields: {
        name: 'Name',
        ip: 'Address',
        port: 'Port',
        account: 'Account',
        password: 'Password',
        hasPassword: 'Password stored',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Name, address or account',
        createTime: 'Created',
      },
      passwordHelp: 'Stored encrypted and never shown again; leave blank to keep the stored one',
      ipRule: 'Enter an IP address or a host name',
      test: 'Test the connection to {{name}}',
      reachable: '{{name}} ({{ip}}:{{port}}) accepts connections',
      unreachable: '{{name}} ({{ip}}:{{port}}) does not answer (tried for 3 s)',
    },
  },
}

export default messages
