/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    user: {
      title: 'Users',
      name: 'user',
      fields: {
        username: 'Username',
        nickName: 'Name',
        gender: 'Sex',
        phone: 'Mobile',
        email: 'E-mail',
        dept: 'Department',
        jobs: 'Jobs',
        roles: 'Roles',
        enabled: 'Status',
        createTime: 'Created',
      },
      filters: {
        blurry: 'Username, name or e-mail',
        createTime: 'Created',
        enabled: 'Status',
      },
      gender: {
        male: 'Male',
        female: 'Female',
      },
      deptTree: 'Departments',
      deptSearch: 'Find a department',
      allDepts: 'All departments',
      statusOf: 'Status of {{name}}: {{status}}',
      confirmEnable: 'Enable the account {{name}}?',
      confirmDisable: 'Disable the account {{name}}? The user is signed out at once.',
      enabledNow: '{{name}} is enabled',
      disabledNow: '{{name}} is disabled and signed out',
      resetPassword: 'Reset password',
      confirmReset: 'Reset the password of {{count}} selected accounts to the default password?',
      resetDone: 'The password of {{count}} accounts is reset',
    },
  },
}

export default messages
