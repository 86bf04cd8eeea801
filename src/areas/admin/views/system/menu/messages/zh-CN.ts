import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    menu: {
      title: '菜单管理',
      name: '菜单',
      fields: {
        title: '菜单标题',
        icon: '图标',
        type: '类型',
        menuSort: '排序',
        permission: '权限标识',
        component: '组件路径',
        componentName: '组件名称',
        path: '路由地址',
        iFrame: '外链',
        cache: '缓存',
        hidden: '隐藏',
        createTime: '创建日期',
        isTop: '顶级类目',
        pid: '上级类目',
      },
      filters: {
        blurry: '标题、组件或权限标识',
      },
      type: {
        directory: '目录',
        page: '菜单',
        button: '按钮',
      },
      yes: '是',
      no: '否',
      addUnder: '在 {{name}} 下新增菜单',
      pathHelp: '控制台中的地址，如 system/user；外链以 http:// 或 https:// 开头',
      iframePath: '外链地址必须以 http:// 或 https:// 开头',
      componentHelp: '打开的视图，如 system/user/index',
      componentNameHelp: '缓存时需要；不能重复',
      permissionHelp: '如 user:add；拥有该权限的用户才能看到按钮',
    },
  },
}

export default messages
