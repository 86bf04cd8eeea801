import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceType: {
      title: '设备类型',
      name: '设备类型',
      fields: {
        code: '检查类型代码',
        name: '名称',
        dept: '执行科室',
        deviceCount: '设备数',
        sort: '排序',
        enabled: '状态',
        description: '描述',
        createTime: '创建日期',
      },
      filters: {
        blurry: '代码或名称',
        deptId: '执行科室',
        enabled: '状态',
      },
      enabled: '启用',
      disabled: '停用',
      codeHelp: 'DICOM 检查类型：CT、MR、DR、MG、US、ECG、ES 等',
      codeFormat: '2 到 10 位字母或数字，以字母开头',
    },
  },
}

export default messages
