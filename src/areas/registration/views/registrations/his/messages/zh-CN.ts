import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    hisOrders: {
      title: 'HIS 申请单',
      name: '申请项目',
      fields: {
        applyNo: '申请单号',
        applyTime: '申请时间',
        patientName: '患者',
        cardNo: '就诊卡号',
        patientType: '就诊类别',
        visitNo: '门诊/住院号·床号',
        applyDeptName: '申请科室',
        applyPhysician: '申请医生',
        examItem: '检查项目',
        modality: '检查类型',
        fee: '费用',
        state: '登记状态',
      },
      filters: {
        blurry: '卡号、门诊号、住院号、申请单号或姓名',
        applyTime: '申请时间',
        registered: '登记状态',
        modality: '检查类型',
      },
      registered: {
        false: '待登记',
        true: '已登记',
      },
      urgent: '急',
      registerRow: '登记 {{name}}',
      registerSelected: '登记所选（{{count}}）',
      review: {
        title: '登记 {{name}} 的申请（{{count}} 项）',
        onePatient: '所选项目属于 {{count}} 位患者，请一次登记一位患者。',
        birth: '性别·出生日期',
        idCard: '身份证号',
        lmp: '末次月经',
        diagnosis: '临床诊断',
        items: '申请项目',
        device: '检查设备',
        deviceOf: '{{item}} 的检查设备',
        anyDevice: '暂不指定',
        register: '登记 {{count}} 项',
        cancel: '取消',
      },
      tabs: {
        label: 'HIS 登记',
        orders: 'HIS 申请单',
        worklist: '登记工作列表',
      },
      direct: {
        title: '刷卡直接登记',
        number: '就诊卡号、门诊号、住院号或申请单号',
        hint: '扫码或输入号码后按回车：该患者所有待登记的申请一次登记完成。',
        go: '登记',
        looking: '正在查找申请单…',
        none: '{{number}} 没有待登记的申请单。',
        several: '{{number}} 对应 {{count}} 位患者的申请，请在 HIS 申请单列表中登记。',
        recent: '本台已登记',
      },
    },
  },
}

export default messages
