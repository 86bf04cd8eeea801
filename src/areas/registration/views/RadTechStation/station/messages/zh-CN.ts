import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    station: {
      title: '技师工作站',
      name: '检查',
      fields: {
        queueNo: '排队号',
        examNo: '检查号',
        patientName: '姓名',
        genderAge: '性别/年龄',
        examItem: '检查项目',
        checkMethod: '检查方法',
        deviceName: '检查设备',
        urgency: '紧急程度',
        checkInTime: '签到时间',
        status: '状态',
        imageCount: '图像',
        technician: '技师',
        examTime: '检查时间',
        contrastAgent: '对比剂',
        contrastDose: '剂量',
      },
      filters: {
        blurry: '姓名、拼音、检查号或患者 ID',
        deviceId: '检查设备',
        status: '状态',
        examTime: '检查时间',
      },
      queue: {
        waiting: '排队中（已签到、检查中）',
        checkedIn: '已签到',
        started: '检查中',
        examined: '已检查',
      },
      images: {
        count: '图像 {{count}} 幅',
        waiting: '等待图像',
      },
      callNext: '呼叫下一位',
      nobodyWaiting: '没有已签到等待检查的患者',
      waitingCount: '{{count}} 人等候',
      called: '已呼叫 {{name}} 到 {{room}}',
      calledNoRoom: '已呼叫 {{name}}',
      contrastHelp: '未使用对比剂时留空',
      doseHelp: '请带单位，如 80 ml',
    },
  },
}

export default messages
