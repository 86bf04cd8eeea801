import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    checkMethod: {
      title: '檢查方法',
      name: '檢查方法',
      fields: {
        modality: '設備類型',
        modalityId: '設備類型',
        name: '方法名稱',
        feeExtra: '加收費用（元）',
        sort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        blurry: '方法名稱',
        modalityId: '設備類型',
        enabled: '狀態',
      },
      enabled: '啟用',
      disabled: '停用',
      feeExtraHelp: '登記時加在檢查部位費用上（如增強掃描另收費）',
    },
  },
}

export default messages
