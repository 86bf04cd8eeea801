import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    online: {
      title: '在线用户',
      name: '会话',
      fields: {
        userName: '用户名',
        nickName: '用户昵称',
        dept: '登录所属部门',
        ip: '登录IP',
        address: '登录地点',
        browser: '浏览器',
        loginTime: '登录时间',
      },
      filters: {
        username: '用户名或昵称',
      },
      thisSession: '当前会话',
      kick: '强退',
      kickOne: '强退 {{name}}',
      kickSelectedHint: '结束所选会话：对方下次操作时需要重新登录',
      ownSession: '这是您自己的会话，不能在这里强退。请使用“退出登录”结束它。',
      confirmOne: '确定强退 {{name}}（{{nickName}}）吗？会话将立即结束，未保存的内容会丢失。',
      confirmMany: '确定强退选中的 {{count}} 个会话吗？会话将立即结束，未保存的内容会丢失。',
      kicked: '已强退 {{count}} 个会话',
    },
  },
}

export default messages
