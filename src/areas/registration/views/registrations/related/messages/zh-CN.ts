import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    related: {
      tabs: {
        label: '关联检查与患者合并',
        link: '关联检查',
        merge: '患者合并',
      },
      fields: {
        reason: '原因',
      },
    },
    relatedExams: {
      title: '查找患者',
      name: '检查',
      fields: {
        patientName: '患者',
        patientId: '患者ID',
        examNo: '检查号',
        modality: '检查类型',
        examItem: '检查项目',
        registerTime: '登记时间',
        linkGroup: '关联组',
      },
      filters: {
        blurry: '姓名、拼音、检查号、患者ID或申请单号',
        registerTime: '登记时间',
        modality: '检查类型',
      },
    },
    patientExams: {
      title: '患者的检查',
      name: '检查',
      heading: '{{name}}（{{patientId}}）的检查',
      choose: '在左侧列表中选择一条检查（单击或按回车），即可查看该患者的全部检查并进行关联。',
      fields: {
        examNo: '检查号',
        modality: '检查类型',
        examItem: '检查项目',
        registerTime: '登记时间',
        status: '状态',
        linkGroup: '关联组',
      },
      link: '关联所选（{{count}}）',
      linkTitle: '关联 {{name}} 的 {{count}} 个检查',
      linked: '已关联为 {{groupNo}}',
      unlink: '取消关联 {{groupNo}}（{{name}}）',
      unlinkTitle: '取消关联组 {{groupNo}}',
      unlinked: '已取消关联组 {{groupNo}}',
    },
    patientDuplicates: {
      title: '疑似重复患者',
      name: '疑似重复',
      fields: {
        basis: '匹配依据',
        first: '记录1',
        second: '记录2',
        birth: '性别 · 出生日期',
        idCard: '身份证号',
        exams: '检查数',
        lastExamTime: '最近登记',
        survivorId: '保留的记录',
        reason: '合并原因',
      },
      filters: {
        blurry: '姓名、拼音、患者ID或身份证号',
      },
      basis: {
        idCard: '身份证号相同',
        nameBirth: '姓名、性别、出生日期相同',
      },
      merge: '合并 {{name}}',
      mergeTitle: '合并 {{name}} 的重复记录',
      compare: {
        caption: '两条记录对照',
        item: '项目',
        record: '记录{{n}}',
        patientId: '患者ID',
        hisPatientId: 'HIS ID',
        name: '姓名',
        gender: '性别',
        birthDate: '出生日期',
        idCardNo: '身份证号',
        phone: '电话',
        exams: '检查',
        loading: '正在加载检查…',
        noExams: '无检查',
        differs: '不同',
      },
      keep: '保留 {{name}}（{{patientId}}）',
      hint: '另一条记录的检查将移到保留的记录下；被合并的记录仍保留（不再出现在查询中），合并可以撤销。',
      merged: '已将 {{merged}} 合并到 {{survivor}}',
    },
    patientMerges: {
      title: '合并记录',
      name: '合并',
      fields: {
        time: '合并时间',
        survivor: '保留的记录',
        merged: '被合并的记录',
        examNos: '移动的检查',
        reason: '原因',
        operator: '操作人',
        state: '状态',
      },
      filters: {
        blurry: '姓名或患者ID',
      },
      active: '生效中',
      undone: '已由 {{operator}} 于 {{time}} 撤销',
      undo: '撤销合并 {{name}}',
      undoTitle: '撤销合并：{{merged}} 从 {{survivor}} 分出',
      undoneDone: '已撤销合并，{{merged}} 恢复为独立记录',
    },
  },
}

export default messages
