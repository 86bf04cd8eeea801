import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    bodyPart: {
      title: '檢查部位',
      name: '檢查部位',
      fields: {
        modality: '設備類型',
        modalityId: '設備類型',
        name: '部位名稱',
        fee: '費用（元）',
        minutes: '時長（分鐘）',
        smallPartCount: '小部位數',
        sort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        blurry: '部位名稱',
        modalityId: '設備類型',
        enabled: '狀態',
      },
      enabled: '啟用',
      disabled: '停用',
      minutesHelp: '該部位在設備上檢查所需時間（用於預約排班）',
    },
    bodyPartSmall: {
      title: '檢查小部位',
      name: '檢查小部位',
      choose: '點選左側檢查部位以查看其小部位。',
      fields: {
        name: '小部位名稱',
        sort: '排序',
        enabled: '狀態',
      },
      filters: {
        blurry: '小部位名稱',
      },
    },
  },
}

export default messages
