import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    worklist: {
      title: '登记工作列表',
      name: '检查',
      fields: {
        examNo: '检查号',
        patientName: '姓名',
        gender: '性别',
        age: '年龄',
        patientType: '就诊类别',
        modality: '检查类型',
        examItem: '检查项目',
        applyDeptName: '申请科室',
        registerTime: '登记时间',
        status: '状态',
      },
      filters: {
        blurry: '姓名、拼音、检查号或病人ID',
        registerTime: '登记时间',
        status: '状态',
        modality: '检查类型',
        deviceId: '检查设备',
        applyDeptName: '申请科室',
      },
    },
  },
}

export default messages
