import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    station: {
      title: '技師ワークステーション',
      name: '検査',
      fields: {
        queueNo: '待ち番号',
        examNo: '検査番号',
        patientName: '患者',
        genderAge: '性別/年齢',
        examItem: '検査項目',
        checkMethod: '検査方法',
        deviceName: '装置',
        urgency: '緊急度',
        checkInTime: '受付時刻',
        status: '状態',
        imageCount: '画像',
        technician: '技師',
        examTime: '検査時刻',
        contrastAgent: '造影剤',
        contrastDose: '用量',
      },
      filters: {
        blurry: '氏名、ピンイン、検査番号または患者 ID',
        deviceId: '装置',
        status: '状態',
        examTime: '検査時刻',
      },
      queue: {
        waiting: '待ち（受付済み・検査中）',
        checkedIn: '受付済み',
        started: '検査中',
        examined: '検査済み',
      },
      images: {
        count: '画像 {{count}} 枚',
        waiting: '画像待ち',
      },
      callNext: '次の患者を呼び出す',
      nobodyWaiting: '受付済みで待っている患者はいません',
      waitingCount: '{{count}} 人待ち',
      called: '{{name}} を {{room}} に呼び出しました',
      calledNoRoom: '{{name}} を呼び出しました',
      contrastHelp: '造影剤を使わなかった場合は空欄',
      doseHelp: '単位を付けて（例：80 ml）',
    },
  },
}

export default messages
