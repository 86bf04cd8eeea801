import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    related: {
      tabs: {
        label: '關聯檢查與患者合併',
        link: '關聯檢查',
        merge: '患者合併',
      },
      fields: {
        reason: '原因',
      },
    },
    relatedExams: {
      title: '查找患者',
      name: '檢查',
      fields: {
        patientName: '患者',
        patientId: '患者ID',
        examNo: '檢查號',
        modality: '檢查類型',
        examItem: '檢查項目',
        registerTime: '登記時間',
        linkGroup: '關聯組',
      },
      filters: {
        blurry: '姓名、拼音、檢查號、患者ID或申請單號',
        registerTime: '登記時間',
        modality: '檢查類型',
      },
    },
    patientExams: {
      title: '患者的檢查',
      name: '檢查',
      heading: '{{name}}（{{patientId}}）的檢查',
      choose: '在左側清單中選擇一筆檢查（點選或按 Enter），即可查看該患者的全部檢查並進行關聯。',
      fields: {
        examNo: '檢查號',
        modality: '檢查類型',
        examItem: '檢查項目',
        registerTime: '登記時間',
        status: '狀態',
        linkGroup: '關聯組',
      },
      link: '關聯所選（{{count}}）',
      linkTitle: '關聯 {{name}} 的 {{count}} 筆檢查',
      linked: '已關聯為 {{groupNo}}',
      unlink: '取消關聯 {{groupNo}}（{{name}}）',
      unlinkTitle: '取消關聯組 {{groupNo}}',
      unlinked: '已取消關聯組 {{groupNo}}',
    },
    patientDuplicates: {
      title: '疑似重複患者',
      name: '疑似重複',
      fields: {
        basis: '比對依據',
        first: '紀錄1',
        second: '紀錄2',
        birth: '性別 · 出生日期',
        idCard: '身分證號',
        exams: '檢查數',
        lastExamTime: '最近登記',
        survivorId: '保留的紀錄',
        reason: '合併原因',
      },
      filters: {
        blurry: '姓名、拼音、患者ID或身分證號',
      },
      basis: {
        idCard: '身分證號相同',
        nameBirth: '姓名、性別、出生日期相同',
      },
      merge: '合併 {{name}}',
      mergeTitle: '合併 {{name}} 的重複紀錄',
      compare: {
        caption: '兩筆紀錄對照',
        item: '項目',
        record: '紀錄{{n}}',
        patientId: '患者ID',
        hisPatientId: 'HIS ID',
        name: '姓名',
        gender: '性別',
        birthDate: '出生日期',
        idCardNo: '身分證號',
        phone: '電話',
        exams: '檢查',
        loading: '正在載入檢查…',
        noExams: '無檢查',
        differs: '不同',
      },
      keep: '保留 {{name}}（{{patientId}}）',
      hint: '另一筆紀錄的檢查將移到保留的紀錄下；被合併的紀錄仍保留（不再出現在查詢中），合併可以撤銷。',
      merged: '已將 {{merged}} 合併到 {{survivor}}',
    },
    patientMerges: {
      title: '合併紀錄',
      name: '合併',
      fields: {
        time: '合併時間',
        survivor: '保留的紀錄',
        merged: '被合併的紀錄',
        examNos: '移動的檢查',
        reason: '原因',
        operator: '操作人',
        state: '狀態',
      },
      filters: {
        blurry: '姓名或患者ID',
      },
      active: '生效中',
      undone: '已由 {{operator}} 於 {{time}} 撤銷',
      undo: '撤銷合併 {{name}}',
      undoTitle: '撤銷合併：{{merged}} 自 {{survivor}} 分出',
      undoneDone: '已撤銷合併，{{merged}} 恢復為獨立紀錄',
    },
  },
}

export default messages
