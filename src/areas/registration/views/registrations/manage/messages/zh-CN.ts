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
        reason: '原因',
      },
      filters: {
        blurry: '姓名、拼音、检查号或病人ID',
        registerTime: '登记时间',
        status: '状态',
        modality: '检查类型',
      },
      emergency: '急诊',
      emergencyShort: '急',
      critical: '危急值',
      actions: {
        checkIn: '签到 {{name}}',
        cancel: '取消 {{name}}',
        void: '作废 {{name}}',
      },
      done: {
        checkIn: '{{name}} 已签到',
        cancel: '{{name}} 已取消',
        void: '{{name}} 已作废',
      },
    },
  },
}

export default messages
