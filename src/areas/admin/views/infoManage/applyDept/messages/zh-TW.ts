import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    applyDept: {
      title: '申請科室',
      name: '申請科室',
      fields: {
        name: '科室名稱',
        hospitalId: '所屬醫院',
        hospitalName: '所屬醫院',
        physicianCount: '醫師數',
        sort: '排序',
        enabled: '狀態',
        createTime: '建立日期',
      },
      filters: {
        blurry: '科室名稱',
        hospitalId: '所屬醫院',
        enabled: '狀態',
      },
      enabled: '啟用',
      disabled: '停用',
    },
    applyPhysician: {
      title: '申請醫師',
      name: '申請醫師',
      choose: '點選左側科室以查看其醫師。',
      fields: {
        name: '姓名',
        title: '職稱',
        sort: '排序',
        enabled: '狀態',
      },
      filters: {
        blurry: '姓名或職稱',
      },
      titleHelp: '如主任醫師、主治醫師',
    },
  },
}

export default messages
