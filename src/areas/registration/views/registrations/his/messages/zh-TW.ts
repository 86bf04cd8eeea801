import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    hisOrders: {
      title: 'HIS 申請單',
      name: '申請項目',
      fields: {
        applyNo: '申請單號',
        applyTime: '申請時間',
        patientName: '患者',
        cardNo: '就診卡號',
        patientType: '就診類別',
        visitNo: '門診/住院號·床號',
        applyDeptName: '申請科室',
        applyPhysician: '申請醫師',
        examItem: '檢查項目',
        modality: '檢查類型',
        fee: '費用',
        state: '登記狀態',
      },
      filters: {
        blurry: '卡號、門診號、住院號、申請單號或姓名',
        applyTime: '申請時間',
        registered: '登記狀態',
        modality: '檢查類型',
      },
      registered: {
        false: '待登記',
        true: '已登記',
      },
      urgent: '急',
      registerRow: '登記 {{name}}',
      registerSelected: '登記所選（{{count}}）',
      review: {
        title: '登記 {{name}} 的申請（{{count}} 項）',
        onePatient: '所選項目屬於 {{count}} 位患者，請一次登記一位患者。',
        birth: '性別·出生日期',
        idCard: '身分證號',
        lmp: '末次月經',
        diagnosis: '臨床診斷',
        items: '申請項目',
        device: '檢查設備',
        deviceOf: '{{item}} 的檢查設備',
        anyDevice: '暫不指定',
        register: '登記 {{count}} 項',
        cancel: '取消',
      },
      tabs: {
        label: 'HIS 登記',
        orders: 'HIS 申請單',
        worklist: '登記工作清單',
      },
      direct: {
        title: '刷卡直接登記',
        number: '就診卡號、門診號、住院號或申請單號',
        hint: '掃碼或輸入號碼後按 Enter：該患者所有待登記的申請一次登記完成。',
        go: '登記',
        looking: '正在查找申請單…',
        none: '{{number}} 沒有待登記的申請單。',
        several: '{{number}} 對應 {{count}} 位患者的申請，請在 HIS 申請單清單中登記。',
        recent: '本台已登記',
      },
    },
  },
}

export default messages
