/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    menu: {
      title: 'Menus',
      name: 'menu',
      fields: {
        title: 'Title',
        icon: 'Icon',
        type: 'Type',
        menuSort: 'Order',
        permission: 'Permission',
        component: 'Component',
        componentName: 'Component name',
        path: 'Route path',
        iFrame: 'External link',
        cache: 'Cached',
        hidden: 'Hidden',
        createTime: 'Created',
        isTop: 'Top level',
        pid: 'Parent menu',
      },
      filters: {
        blurry: 'Title, component or permission',
      },
      type: {
        directory: 'Directory',
        page: 'Page',
        button: 'Button',
      },
      yes: 'Yes',
      no: 'No',
      addUnder: 'Add a menu under {{name}}',
      pathHelp: 'The address in the console, e.g. system/user; an external link starts with http:// or https://',
      iframePath: 'An external link needs an address starting with http:// or https://',
      componentHelp: 'The view that opens, e.g. system/user/index',
      componentNameHelp: 'Needed for caching; unique',
      permissionHelp: 'e.g. user:add; who holds it sees the button',
    },
  },
}

export default messages
