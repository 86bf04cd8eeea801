import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: '病例',
  fields: {
    examItem: '檢查項目',
    modality: '檢查類型',
    bodyPart: '檢查部位',
    patient: '患者',
    genderAge: '性別/年齡',
    examDate: '檢查日期',
    tags: '標籤',
    note: '教學筆記',
    impression: '診斷意見',
    findings: '檢查所見',
    folderName: '收藏夾',
    deptName: '科室',
    addedBy: '收藏人',
    addedAt: '收藏時間',
  },
  filters: {
    blurry: '檢查項目、標籤、筆記或報告內容',
    tag: '標籤',
  },
}

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    collectedCase: {
      title: '收藏病例',
      withheld: '不顯示（其他科室）',
      age: { Y: '{{n}}歲', M: '{{n}}月', W: '{{n}}週', D: '{{n}}天' },
      folders: '收藏夾',
      allFolders: '全部收藏夾',
      folderSearch: '尋找收藏夾',
      newFolder: '新增收藏夾',
      newFolderTitle: '新增收藏夾',
      folderName: '名稱',
      underChosen: '建在「{{folder}}」下',
      deleteFolder: '刪除收藏夾「{{folder}}」',
      deleteFolderConfirm: '確定刪除空收藏夾「{{folder}}」嗎？',
      folderDeleted: '已刪除收藏夾「{{folder}}」',
      folderMade: '已建立收藏夾「{{folder}}」',
      openReport: '開啟 {{name}} 的報告',
      openImages: '開啟 {{name}} 的影像',
      details: '{{name}} 的詳情',
      move: '移動 {{name}}',
      share: '分享 {{name}} 到公共收藏夾',
      moveTitle: '移動到其他收藏夾',
      shareTitle: '分享到公共收藏夾',
      target: '收藏夾',
      moved: '已移動到「{{folder}}」',
      shared: '已分享到「{{folder}}」',
      noTarget: '沒有可移入的收藏夾',
      close: '關閉',
      detailTitle: '病例：{{name}}',
      anonymizedNote: '該病例屬於其他科室的公共收藏：不顯示患者資訊，報告和影像只能在該科室開啟。',
      none: '—',
      cancel: '取消',
      confirm: '確定',
      failed: '操作失敗：{{message}}',
    },
    personalCase: { title: '個人收藏', ...caseWords },
    publicCase: { title: '公共收藏', ...caseWords },
  },
}

export default messages
