import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceList: {
      title: '设备管理',
      name: '设备',
      fields: {
        name: '设备名称',
        aeTitle: 'AE 标题',
        modality: '设备类型',
        room: '机房',
        ip: 'IP 地址',
        port: '端口',
        status: '状态',
        description: '描述',
        createTime: '创建日期',
      },
      filters: {
        blurry: '名称、AE 标题、机房或地址',
        modalityId: '设备类型',
        status: '状态',
      },
      aeTitleHelp: '设备在 PACS 中的 DICOM 名称',
      aeTitleFormat: '1 到 16 个可打印 ASCII 字符，不能含反斜杠',
    },
  },
}

export default messages
