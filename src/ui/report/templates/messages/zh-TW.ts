import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  templates: {
    tree: {
      label: '報告範本',
      search: '搜尋範本（名稱、拼音首字母、內容）',
      found: '找到 {{count}} 個範本',
      noMatch: '沒有與「{{query}}」相符的範本',
      loading: '正在載入範本…',
      failed: '範本載入失敗',
    },
    scope: {
      public: '公用',
      dept: '科室',
      personal: '個人',
    },
    preview: {
      label: '預覽',
      none: '選擇一個範本以在此預覽',
      findings: '檢查所見',
      impression: '診斷意見',
      recommendation: '建議',
      pickList: '可選項：第一個為預設值',
    },
    actions: {
      insert: '插入',
      replace: '取代',
    },
    pick: {
      title: '選擇「{{name}}」的可選項',
      choice: '選項 {{n}}',
      choiceAfter: '選項 {{n}}：「{{context}}」之後',
      blank: '（空）',
      previewOf: '將插入的{{field}}',
      apply: '確定',
      cancel: '取消',
    },
    phrases: {
      label: '常用語',
      addSelection: '新增選取文字',
      empty: '尚無常用語：在報告中選取文字後新增',
      added: '已新增常用語',
      insert: '插入常用語：{{text}}',
      delete: '刪除常用語：{{text}}',
    },
  },
}

export default messages
