import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    deviceType: {
      title: '機器種別',
      name: '機器種別',
      fields: {
        code: 'モダリティコード',
        name: '名称',
        dept: '実施部門',
        deviceCount: '機器数',
        sort: '順序',
        enabled: '状態',
        description: '説明',
        createTime: '作成日時',
      },
      filters: {
        blurry: 'コードまたは名称',
        deptId: '実施部門',
        enabled: '状態',
      },
      enabled: '使用中',
      disabled: '使用停止',
      codeHelp: 'DICOM モダリティ: CT、MR、DR、MG、US、ECG、ES など',
      codeFormat: '英字で始まる 2〜10 文字の英数字',
    },
  },
}

export default messages
