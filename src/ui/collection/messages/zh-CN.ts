import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  collection: {
    dialog: {
      title: '收藏病例',
      exam: '检查：{{label}}',
      folder: '收藏夹',
      personalGroup: '我的收藏夹',
      publicGroup: '{{dept}}公共收藏夹',
      newFolderOption: '新建收藏夹…',
      newFolderName: '新收藏夹名称',
      newFolderScope: '收藏夹类型',
      personal: '个人（仅自己可见）',
      public: '公共（本科室）',
      note: '教学笔记',
      notePlaceholder: '这个病例值得收藏的地方',
      submit: '收藏',
      saving: '正在收藏…',
      cancel: '取消',
      done: '已收藏到“{{folder}}”',
      loading: '正在加载收藏夹…',
      loadFailed: '收藏夹加载失败：{{message}}',
      folderRequired: '请选择收藏夹或填写新收藏夹名称',
      nameRequired: '请填写新收藏夹名称',
      failed: '未能收藏：{{message}}',
    },
    tags: {
      label: '标签',
      placeholder: '疾病、部位……回车添加',
      selected: '已选标签',
      add: '添加标签“{{tag}}”',
      used: '{{tag}}（{{count}}）',
      tooLong: '标签最多 30 个字符',
      comma: '标签中不能有逗号',
      showAll: '显示标签建议',
    },
  },
}

export default messages
