import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    reportTemplate: {
      title: '報告範本',
      name: '範本',
      fields: {
        name: '名稱',
        folder: '資料夾',
        parentId: '所在資料夾',
        scope: '範圍',
        modality: '檢查類型',
        bodyPart: '檢查部位',
        updateTime: '修改時間',
        findings: '檢查所見',
        impression: '診斷意見',
        recommendation: '建議',
      },
      filters: {
        blurry: '名稱、拼音首字母或內容',
        scope: '範圍',
        modality: '檢查類型',
      },
      scopes: {
        public: '公用',
        dept: '科室',
        personal: '個人',
      },
      anyModality: '不限',
      topLevel: '（範圍的頂層）',
      rowEdit: '編輯 {{name}}',
      exportSelected: '匯出 JSON',
      exported: '已匯出 {{file}}',
    },
  },
  diagnosis: {
    templateEdit: {
      titleNew: '新增報告範本',
      titleEdit: '編輯範本「{{name}}」',
      back: '返回列表',
      save: '儲存',
      saved: '範本已儲存',
      preview: '報告編輯器中的效果',
      pickLists: '共 {{count}} 個可選項；在文字中寫 {{example}} 即可提供選擇，第一個選項為預設值。',
      loading: '正在載入範本…',
      readOnly: '您可以檢視但不能修改此範本。',
    },
    treeTemplate: {
      title: '樹狀範本',
      toolbar: '樹狀範本操作',
      addFolder: '新增資料夾',
      addTemplate: '新增範本',
      rename: '重新命名',
      edit: '編輯內容',
      delete: '刪除',
      moveUp: '上移（Alt+↑）',
      moveDown: '下移（Alt+↓）',
      moveInto: '移入上方資料夾（Alt+→）',
      moveOut: '移出所在資料夾（Alt+←）',
      import: '匯入 JSON',
      export: '匯出 JSON',
      imported: '已匯入 {{count}} 個節點',
      badFile: '此檔案不是匯出的範本檔案',
      exported: '已匯出 {{file}}',
      moved: '已移動「{{name}}」',
      added: '已新增「{{name}}」',
      renamed: '已重新命名為「{{name}}」',
      deleted: '已刪除「{{name}}」',
      confirmTitle: '刪除確認',
      confirmDelete: '確定刪除「{{name}}」嗎？',
      confirm: '刪除',
      cancel: '取消',
      nameLabel: '名稱',
      ok: '確定',
      nameRequired: '請輸入 1~60 個字元的名稱',
      keyboard: '拖曳節點到資料夾上或兩列之間即可移動；鍵盤操作：Alt+↑、Alt+↓ 在同層間移動，Alt+→ 移入上方資料夾，Alt+← 移出所在資料夾。',
    },
  },
}

export default messages
