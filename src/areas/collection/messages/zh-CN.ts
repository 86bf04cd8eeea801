import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: '病例',
  fields: {
    examItem: '检查项目',
    modality: '检查类型',
    bodyPart: '检查部位',
    patient: '患者',
    genderAge: '性别/年龄',
    examDate: '检查日期',
    tags: '标签',
    note: '教学笔记',
    impression: '诊断意见',
    findings: '检查所见',
    folderName: '收藏夹',
    deptName: '科室',
    addedBy: '收藏人',
    addedAt: '收藏时间',
  },
  filters: {
    blurry: '检查项目、标签、笔记或报告内容',
    tag: '标签',
  },
}

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    collectedCase: {
      title: '收藏病例',
      withheld: '不显示（其他科室）',
      age: { Y: '{{n}}岁', M: '{{n}}月', W: '{{n}}周', D: '{{n}}天' },
      folders: '收藏夹',
      allFolders: '全部收藏夹',
      folderSearch: '查找收藏夹',
      newFolder: '新建收藏夹',
      newFolderTitle: '新建收藏夹',
      folderName: '名称',
      underChosen: '建在“{{folder}}”下',
      deleteFolder: '删除收藏夹“{{folder}}”',
      deleteFolderConfirm: '确定删除空收藏夹“{{folder}}”吗？',
      folderDeleted: '已删除收藏夹“{{folder}}”',
      folderMade: '已建立收藏夹“{{folder}}”',
      openReport: '打开 {{name}} 的报告',
      openImages: '打开 {{name}} 的图像',
      details: '{{name}} 的详情',
      move: '移动 {{name}}',
      share: '分享 {{name}} 到公共收藏夹',
      moveTitle: '移动到其他收藏夹',
      shareTitle: '分享到公共收藏夹',
      target: '收藏夹',
      moved: '已移动到“{{folder}}”',
      shared: '已分享到“{{folder}}”',
      noTarget: '没有可移入的收藏夹',
      close: '关闭',
      detailTitle: '病例：{{name}}',
      anonymizedNote: '该病例属于其他科室的公共收藏：不显示患者信息，报告和图像只能在该科室打开。',
      none: '—',
      cancel: '取消',
      confirm: '确定',
      failed: '操作失败：{{message}}',
    },
    personalCase: { title: '个人收藏', ...caseWords },
    publicCase: { title: '公共收藏', ...caseWords },
  },
}

export default messages
