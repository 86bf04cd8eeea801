import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  hisReport: {
    page: {
      title: '检查报告',
      patientTitle: '检查报告 — {{name}}',
      signedTitle: '检查报告',
      account: 'HIS 账号：{{username}}',
      region: 'HIS 报告页面',
      back: '返回检查列表',
    },
    access: {
      signingIn: '正在使用 HIS 账号登录…',
      noCredentials: '此页面需要 HIS 账号。请从 HIS 打开带有 username 和 password 的链接（或在本机通过此类链接登录一次）。',
      rejected: 'HIS 账号或密码被拒绝：{{message}}',
      failed: 'HIS 账号登录失败：{{message}}',
      noPatient: '未指定患者：链接需要 patientId 或 hisPatientId。',
      noExam: '未指定检查：链接需要 examineId 或 reportId。',
      linkRetired: '此类报告链接已停用：报告链接现以 /share/… 打开，并可撤销。请向医院重新获取链接。',
    },
    exams: {
      caption: '{{name}} 的检查（患者ID {{patientId}}）',
      captionPlain: '患者的检查',
      loading: '正在加载检查…',
      failed: '检查加载失败：{{message}}',
      none: '未找到该患者的检查。',
      noReports: '该患者暂无可查看的报告。',
      examNo: '检查号',
      examItem: '检查项目',
      modality: '检查类型',
      examTime: '检查时间',
      status: '状态',
      report: '报告',
      view: '查看报告',
      viewLabel: '查看报告：检查 {{examNo}}',
      notReady: '暂无',
      tabs: '患者的报告',
      selected: '检查 {{examNo}} 的报告',
    },
    status: {
      s0: '已登记',
      s1: '已签到',
      s2: '已检查',
      s3: '初步报告',
      s4: '已审核',
      s5: '已打印',
      s6: '修改中',
      s7: '已作废',
    },
  },
}

export default messages
