import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  gallery: {
    icons: {
      title: "アイコン",
      search: "アイコンを検索",
      count: "{{count}} 個のアイコン",
      none: "「{{query}}」に一致するアイコンはありません。",
      page: "{{page}} / {{pages}} ページ",
      previous: "前のページ",
      next: "次のページ",
      copied: "{{name}} をコピーしました",
      copyFailed: "コピーできません。名前は {{name}} です",
      loading: "アイコンを読み込み中…",
      hint: "アイコンはページ単位で読み込まれます。選ぶと名前をコピーします。",
    },
    editor: {
      title: "リッチテキスト",
      label: "リッチテキスト",
      output: "HTML 出力（サニタイズ済み）",
      preview: "プレビュー",
      source: "HTML",
      sample: "<h2>回診</h2><p>CT 2 号機は<strong>復旧しました</strong>。</p><ul><li>造影剤の在庫を確認済み</li><li>次回の QA は金曜日</li></ul>",
    },
    markdown: {
      title: "Markdown",
      label: "Markdown",
      preview: "プレビュー（サニタイズ済み）",
      sample: "## レポートテンプレートの注意\n\n- **所見**を先に、次に*診断*\n- 1 行に 1 所見\n\n1. 前回検査と比較\n2. 大きさを mm で記載\n\n<script>alert(1)</script>",
    },
    yaml: {
      title: "YAML エディター",
      label: "YAML",
      valid: "有効な YAML: トップレベルのキー {{count}} 個。",
      invalid: "{{line}} 行 {{column}} 列: {{message}}",
      empty: "空のドキュメント。",
      parsed: "解析結果",
      sample: "hospital:\n  name: デモ病院\n  departments:\n    - CT\n    - MR\nreportQrCode: true\n",
    },
    echarts: {
      title: "グラフ",
      loading: "グラフを読み込み中…",
      line: "日別検査数",
      bar: "モダリティ別検査数",
      donut: "レポートの状態",
      gauge: "期限内に署名されたレポート",
      mon: "月",
      tue: "火",
      wed: "水",
      thu: "木",
      fri: "金",
      exams: "検査",
      draft: "下書き",
      signed: "署名済み",
      audited: "承認済み",
      percent: "{{value}}%",
    },
  },
}

export default messages
