/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    privateConfig: {
      title: 'Private settings',
      name: 'setting',
      fields: {
        meaning: 'Setting',
        configType: 'Type',
        configPath: 'Path',
        configValue: 'Value',
        comment: 'Note',
        updateTime: 'Changed',
      },
      filters: {
        configTypes: 'Types (comma-separated)',
        configPaths: 'Paths (comma-separated)',
      },
      typeHelp: 'A group of settings, e.g. page',
      pathHelp: 'What it applies to, e.g. navbar for the image viewer or / for the default page',
      valueHelp: 'For the image viewer WEB or CLIENT; for the default page a console path such as /dashboard',
      known: {
        picView: 'Images open in: {{value}}',
        web: 'the browser viewer (WEB)',
        client: 'the desktop viewer (CLIENT)',
        defaultPage: 'Default page after signing in',
        other: 'A view\'s own setting',
      },
    },
  },
}

export default messages
