import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    station: {
      title: '技師工作站',
      name: '檢查',
      fields: {
        queueNo: '排隊號',
        examNo: '檢查號',
        patientName: '姓名',
        genderAge: '性別/年齡',
        examItem: '檢查項目',
        checkMethod: '檢查方法',
        deviceName: '檢查設備',
        urgency: '緊急程度',
        checkInTime: '報到時間',
        status: '狀態',
        imageCount: '影像',
        technician: '技師',
        examTime: '檢查時間',
        contrastAgent: '顯影劑',
        contrastDose: '劑量',
      },
      filters: {
        blurry: '姓名、拼音、檢查號或病患 ID',
        deviceId: '檢查設備',
        status: '狀態',
        examTime: '檢查時間',
      },
      queue: {
        waiting: '排隊中（已報到、檢查中）',
        checkedIn: '已報到',
        started: '檢查中',
        examined: '已檢查',
      },
      images: {
        count: '影像 {{count}} 幅',
        waiting: '等待影像',
      },
      callNext: '呼叫下一位',
      nobodyWaiting: '沒有已報到等待檢查的病患',
      waitingCount: '{{count}} 人等候',
      called: '已呼叫 {{name}} 到 {{room}}',
      calledNoRoom: '已呼叫 {{name}}',
      contrastHelp: '未使用顯影劑時留空',
      doseHelp: '請帶單位，如 80 ml',
    },
  },
}

export default messages
