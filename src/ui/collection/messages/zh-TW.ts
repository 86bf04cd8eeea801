import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  collection: {
    dialog: {
      title: '收藏病例',
      exam: '檢查：{{label}}',
      folder: '收藏夾',
      personalGroup: '我的收藏夾',
      publicGroup: '{{dept}}公共收藏夾',
      newFolderOption: '新增收藏夾…',
      newFolderName: '新收藏夾名稱',
      newFolderScope: '收藏夾類型',
      personal: '個人（僅自己可見）',
      public: '公共（本科室）',
      note: '教學筆記',
      notePlaceholder: '這個病例值得收藏的地方',
      submit: '收藏',
      saving: '正在收藏…',
      cancel: '取消',
      done: '已收藏到「{{folder}}」',
      loading: '正在載入收藏夾…',
      loadFailed: '收藏夾載入失敗：{{message}}',
      folderRequired: '請選擇收藏夾或填寫新收藏夾名稱',
      nameRequired: '請填寫新收藏夾名稱',
      failed: '未能收藏：{{message}}',
    },
    tags: {
      label: '標籤',
      placeholder: '疾病、部位……Enter 加入',
      selected: '已選標籤',
      add: '加入標籤「{{tag}}」',
      used: '{{tag}}（{{count}}）',
      tooLong: '標籤最多 30 個字元',
      comma: '標籤中不能有逗號',
      showAll: '顯示標籤建議',
    },
  },
}

export default messages
