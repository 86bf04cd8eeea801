import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceType: {
      title: '設備類型',
      name: '設備類型',
      fields: {
        code: '檢查類型代碼',
        name: '名稱',
        dept: '執行科室',
        deviceCount: '設備數',
        sort: '排序',
        enabled: '狀態',
        description: '描述',
        createTime: '建立日期',
      },
      filters: {
        blurry: '代碼或名稱',
        deptId: '執行科室',
        enabled: '狀態',
      },
      enabled: '啟用',
      disabled: '停用',
      codeHelp: 'DICOM 檢查類型：CT、MR、DR、MG、US、ECG、ES 等',
      codeFormat: '2 到 10 位字母或數字，以字母開頭',
    },
  },
}

export default messages
