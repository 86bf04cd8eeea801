import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  hisReport: {
    page: {
      title: '檢查報告',
      patientTitle: '檢查報告 — {{name}}',
      signedTitle: '檢查報告',
      account: 'HIS 帳號：{{username}}',
      region: 'HIS 報告頁面',
      back: '返回檢查清單',
    },
    access: {
      signingIn: '正在使用 HIS 帳號登入…',
      noCredentials: '此頁面需要 HIS 帳號。請從 HIS 開啟帶有 username 與 password 的連結（或在本機透過此類連結登入一次）。',
      rejected: 'HIS 帳號或密碼被拒絕：{{message}}',
      failed: 'HIS 帳號登入失敗：{{message}}',
      noPatient: '未指定病患：連結需要 patientId 或 hisPatientId。',
      noExam: '未指定檢查：連結需要 examineId 或 reportId。',
      linkRetired: '此類報告連結已停用：報告連結現以 /share/… 開啟，並可撤銷。請向醫院重新取得連結。',
    },
    exams: {
      caption: '{{name}} 的檢查（病患ID {{patientId}}）',
      captionPlain: '病患的檢查',
      loading: '正在載入檢查…',
      failed: '檢查載入失敗：{{message}}',
      none: '找不到該病患的檢查。',
      noReports: '該病患尚無可檢視的報告。',
      examNo: '檢查號',
      examItem: '檢查項目',
      modality: '檢查類型',
      examTime: '檢查時間',
      status: '狀態',
      report: '報告',
      view: '檢視報告',
      viewLabel: '檢視報告：檢查 {{examNo}}',
      notReady: '尚無',
      tabs: '病患的報告',
      selected: '檢查 {{examNo}} 的報告',
    },
    status: {
      s0: '已登記',
      s1: '已報到',
      s2: '已檢查',
      s3: '初步報告',
      s4: '已審核',
      s5: '已列印',
      s6: '修改中',
      s7: '已作廢',
    },
  },
}

export default messages
