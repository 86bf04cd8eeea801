import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    worklist: {
      title: '登記工作清單',
      name: '檢查',
      fields: {
        examNo: '檢查號',
        patientName: '姓名',
        gender: '性別',
        age: '年齡',
        patientType: '就診類別',
        modality: '檢查類型',
        examItem: '檢查項目',
        applyDeptName: '申請科室',
        registerTime: '登記時間',
        status: '狀態',
        reason: '原因',
      },
      filters: {
        blurry: '姓名、拼音、檢查號或病人ID',
        registerTime: '登記時間',
        status: '狀態',
        modality: '檢查類型',
      },
      emergency: '急診',
      emergencyShort: '急',
      critical: '危急值',
      actions: {
        checkIn: '報到 {{name}}',
        cancel: '取消 {{name}}',
        void: '作廢 {{name}}',
      },
      done: {
        checkIn: '{{name}} 已報到',
        cancel: '{{name}} 已取消',
        void: '{{name}} 已作廢',
      },
    },
  },
}

export default messages
