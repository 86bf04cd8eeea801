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
      },
      filters: {
        blurry: '姓名、拼音、檢查號或病人ID',
        registerTime: '登記時間',
        status: '狀態',
        modality: '檢查類型',
        deviceId: '檢查設備',
        applyDeptName: '申請科室',
      },
    },
  },
}

export default messages
