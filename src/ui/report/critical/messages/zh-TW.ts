import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    critical: {
      title: '危急值通知登記',
      patient: '患者：{{patient}} · {{modality}}',
      fields: {
        finding: '危急值內容',
        notifiedAt: '通知時間',
        notifiedBy: '通知人',
        receiver: '接收人',
        receiverJobNo: '接收人工號',
        receiverDept: '接收科室',
        receiverPhone: '接收電話',
        readBack: '接收人已複述確認',
        handling: '臨床處置措施',
      },
      hints: {
        receiverPhone: '電話號碼或分機號，如 分機 6123',
        notifiedAt: '不能晚於目前時間，也不能早於標記危急值的時間',
      },
      errors: {
        required: '必填',
        phone: '請輸入正確的電話號碼或分機號',
        notifiedAt: '請輸入通知的日期和時間',
        future: '通知時間不能晚於目前時間',
        beforeFlag: '通知時間不能早於標記危急值的時間（{{time}}）',
        failed: '危急值通知未登記：{{message}}',
      },
      submit: '登記通知',
      cancel: '取消',
      saving: '正在登記…',
      timer: {
        label: '標記後已用時',
        limit: '時限 {{minutes}} 分鐘',
        within: '時限內',
        near: '即將逾時',
        past: '已逾時',
        announceNear: '危急值：距通知時限還剩 {{minutes}} 分鐘',
        announcePast: '危急值：已超過 {{minutes}} 分鐘通知時限',
      },
    },
  },
}

export default messages
