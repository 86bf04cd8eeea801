/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    role: {
      title: 'Roles',
      name: 'role',
      fields: {
        name: 'Name',
        dataScope: 'Data scope',
        level: 'Level',
        description: 'Description',
        createTime: 'Created',
        depts: 'Departments',
      },
      filters: {
        blurry: 'Name or description',
        createTime: 'Created',
      },
      scope: {
        all: 'All',
        own: 'Own department',
        custom: 'Chosen departments',
      },
      levelHelp: '1 is the most powerful; you cannot give a role a level above your own',
      menus: {
        title: 'Menus of {{name}}',
        choose: 'Click a role to see and change the menus it grants.',
        save: 'Save menus',
        saved: 'The menus of {{name}} are saved',
        tooPowerful: 'This role is more powerful than yours (level {{level}}): you can see its menus but not change them.',
        directory: 'directory',
        page: 'page',
        button: 'button',
      },
    },
  },
}

export default messages
