import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    applyHospital: {
      title: '申請醫院',
      name: '申請醫院',
      fields: {
        name: '醫院名稱',
        code: '醫院編碼',
        own: '本院',
        deptCount: '科室數',
        sort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        blurry: '名稱或編碼',
        enabled: '狀態',
      },
      enabled: '啟用',
      disabled: '停用',
      ownHelp: '登記時預設選取的醫院；將另一家醫院設為本院，標記會隨之轉移',
    },
  },
}

export default messages
