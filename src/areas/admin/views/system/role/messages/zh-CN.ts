import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    role: {
      title: '角色管理',
      name: '角色',
      fields: {
        name: '名称',
        dataScope: '数据权限',
        level: '角色级别',
        description: '描述',
        createTime: '创建日期',
        depts: '数据权限部门',
      },
      filters: {
        blurry: '名称或描述',
        createTime: '创建日期',
      },
      scope: {
        all: '全部',
        own: '本级',
        custom: '自定义',
      },
      levelHelp: '数值越小权限越大；不能高于你自己的级别',
      menus: {
        title: '{{name}} 的菜单分配',
        choose: '点击一个角色，查看并分配它的菜单。',
        save: '保存菜单',
        saved: '{{name}} 的菜单已保存',
        tooPowerful: '该角色级别高于你的级别（{{level}}）：只能查看，不能修改其菜单。',
        directory: '目录',
        page: '菜单',
        button: '按钮',
      },
    },
  },
}

export default messages
