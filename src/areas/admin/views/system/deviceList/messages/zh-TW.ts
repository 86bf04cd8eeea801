import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceList: {
      title: '設備管理',
      name: '設備',
      fields: {
        name: '設備名稱',
        aeTitle: 'AE 標題',
        modality: '設備類型',
        room: '機房',
        ip: 'IP 位址',
        port: '連接埠',
        status: '狀態',
        description: '描述',
        createTime: '建立日期',
      },
      filters: {
        blurry: '名稱、AE 標題、機房或位址',
        modalityId: '設備類型',
        status: '狀態',
      },
      aeTitleHelp: '設備在 PACS 中的 DICOM 名稱',
      aeTitleFormat: '1 到 16 個可列印 ASCII 字元，不可含反斜線',
    },
  },
}

export default messages
