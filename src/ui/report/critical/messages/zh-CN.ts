import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  reportParts: {
    critical: {
      title: '危急值通知登记',
      patient: '患者：{{patient}} · {{modality}}',
      fields: {
        finding: '危急值内容',
        notifiedAt: '通知时间',
        notifiedBy: '通知人',
        receiver: '接收人',
        receiverJobNo: '接收人工号',
        receiverDept: '接收科室',
        receiverPhone: '接收电话',
        readBack: '接收人已复述确认',
        handling: '临床处理措施',
      },
      hints: {
        receiverPhone: '电话号码或内线号，如 内线 6123',
        notifiedAt: '不能晚于当前时间，也不能早于标记危急值的时间',
      },
      errors: {
        required: '必填',
        phone: '请输入正确的电话号码或内线号',
        notifiedAt: '请输入通知的日期和时间',
        future: '通知时间不能晚于当前时间',
        beforeFlag: '通知时间不能早于标记危急值的时间（{{time}}）',
        failed: '危急值通知未登记：{{message}}',
      },
      submit: '登记通知',
      cancel: '取消',
      saving: '正在登记…',
      timer: {
        label: '标记后已用时',
        limit: '时限 {{minutes}} 分钟',
        within: '时限内',
        near: '即将超时',
        past: '已超时',
        announceNear: '危急值：距通知时限还剩 {{minutes}} 分钟',
        announcePast: '危急值：已超过 {{minutes}} 分钟通知时限',
      },
    },
  },
}

export default messages
