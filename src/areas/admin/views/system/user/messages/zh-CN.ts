import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    user: {
      title: '用户管理',
      name: '用户',
      fields: {
        username: '用户名',
        nickName: '昵称',
        gender: '性别',
        phone: '电话',
        email: '邮箱',
        dept: '部门',
        jobs: '岗位',
        roles: '角色',
        enabled: '状态',
        createTime: '创建日期',
      },
      filters: {
        blurry: '用户名、昵称或邮箱',
        createTime: '创建日期',
        enabled: '状态',
      },
      gender: {
        male: '男',
        female: '女',
      },
      deptTree: '部门',
      deptSearch: '搜索部门',
      allDepts: '全部部门',
      statusOf: '{{name}} 的状态：{{status}}',
      confirmEnable: '确定启用账号 {{name}}？',
      confirmDisable: '确定禁用账号 {{name}}？该用户会立即退出登录。',
      enabledNow: '已启用 {{name}}',
      disabledNow: '已禁用 {{name}} 并使其退出登录',
      resetPassword: '重置密码',
      confirmReset: '确定将选中的 {{count}} 个账号的密码重置为默认密码？',
      resetDone: '已重置 {{count}} 个账号的密码',
    },
  },
}

export default messages
