import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Traditional Chinese. */
const messages: Shape<typeof en> = {
  gallery: {
    icons: {
      title: "圖示庫",
      search: "搜尋圖示",
      count: "共 {{count}} 個圖示",
      none: "沒有與「{{query}}」相符的圖示。",
      page: "第 {{page}} / {{pages}} 頁",
      previous: "上一頁",
      next: "下一頁",
      copied: "已複製 {{name}}",
      copyFailed: "無法複製，名稱為 {{name}}",
      loading: "正在載入圖示…",
      hint: "圖示按頁載入；選擇圖示即可複製其名稱。",
    },
    editor: {
      title: "富文字",
      label: "富文字",
      output: "HTML 輸出（已淨化）",
      preview: "預覽",
      source: "HTML",
      sample: "<h2>查房</h2><p>CT 2 號機<strong>已恢復使用</strong>。</p><ul><li>已核對顯影劑庫存</li><li>週五進行下次品管</li></ul>",
    },
    markdown: {
      title: "Markdown",
      label: "Markdown",
      preview: "預覽（已淨化）",
      sample: "## 報告範本說明\n\n- 先寫**所見**，再寫*診斷意見*\n- 每行一條所見\n\n1. 與既往檢查比較\n2. 註明大小（mm）\n\n<script>alert(1)</script>",
    },
    yaml: {
      title: "Yaml 編輯器",
      label: "YAML",
      valid: "YAML 有效：頂層共 {{count}} 個鍵。",
      invalid: "第 {{line}} 行第 {{column}} 欄：{{message}}",
      empty: "空文件。",
      parsed: "解析結果",
      sample: "hospital:\n  name: 示範醫院\n  departments:\n    - CT\n    - MR\nreportQrCode: true\n",
    },
    echarts: {
      title: "圖表庫",
      loading: "正在載入圖表…",
      line: "每日檢查量",
      bar: "各設備類型檢查量",
      donut: "報告狀態",
      gauge: "準時簽發的報告",
      mon: "週一",
      tue: "週二",
      wed: "週三",
      thu: "週四",
      fri: "週五",
      exams: "檢查",
      draft: "草稿",
      signed: "已簽發",
      audited: "已審核",
      percent: "{{value}}%",
    },
  },
}

export default messages
