import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  reportParts: {
    critical: {
      title: '危険値の通知記録',
      patient: '患者：{{patient}} · {{modality}}',
      fields: {
        finding: '危険値の所見',
        notifiedAt: '通知日時',
        notifiedBy: '通知者',
        receiver: '受信者',
        receiverJobNo: '受信者の職員番号',
        receiverDept: '受信者の部署',
        receiverPhone: '受信者の電話',
        readBack: '受信者が復唱して確認した',
        handling: '臨床での対応',
      },
      hints: {
        receiverPhone: '電話番号または内線番号（例：内線 6123）',
        notifiedAt: '未来の時刻や危険値のマーク前の時刻は指定できません',
      },
      errors: {
        required: '必須です',
        phone: '正しい電話番号または内線番号を入力してください',
        notifiedAt: '通知した日時を入力してください',
        future: '通知時刻を未来の時刻にすることはできません',
        beforeFlag: '通知時刻は危険値のマーク時刻（{{time}}）より前にできません',
        failed: '通知を記録できませんでした：{{message}}',
      },
      submit: '通知を記録',
      cancel: 'キャンセル',
      saving: '記録中…',
      timer: {
        label: 'マークからの経過時間',
        limit: '制限 {{minutes}} 分',
        within: '制限時間内',
        near: 'まもなく制限時間',
        past: '制限時間超過',
        announceNear: '危険値：通知の制限時間まで残り {{minutes}} 分',
        announcePast: '危険値：{{minutes}} 分の通知制限時間を過ぎました',
      },
    },
  },
}

export default messages
