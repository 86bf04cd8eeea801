import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  gallery: {
    icons: {
      title: "图标库",
      search: "搜索图标",
      count: "共 {{count}} 个图标",
      none: "没有与“{{query}}”匹配的图标。",
      page: "第 {{page}} / {{pages}} 页",
      previous: "上一页",
      next: "下一页",
      copied: "已复制 {{name}}",
      copyFailed: "无法复制，名称为 {{name}}",
      loading: "正在加载图标…",
      hint: "图标按页加载；选择图标即可复制其名称。",
    },
    editor: {
      title: "富文本",
      label: "富文本",
      output: "HTML 输出（已净化）",
      preview: "预览",
      source: "HTML",
      sample: "<h2>查房</h2><p>CT 2 号机<strong>已恢复使用</strong>。</p><ul><li>已核对造影剂库存</li><li>周五进行下次质控</li></ul>",
    },
    markdown: {
      title: "Markdown",
      label: "Markdown",
      preview: "预览（已净化）",
      sample: "## 报告模板说明\n\n- 先写**所见**，再写*诊断意见*\n- 每行一条所见\n\n1. 与既往检查对比\n2. 注明大小（mm）\n\n<script>alert(1)</script>",
    },
    yaml: {
      title: "Yaml 编辑器",
      label: "YAML",
      valid: "YAML 有效：顶层共 {{count}} 个键。",
      invalid: "第 {{line}} 行第 {{column}} 列：{{message}}",
      empty: "空文档。",
      parsed: "解析结果",
      sample: "hospital:\n  name: 示例医院\n  departments:\n    - CT\n    - MR\nreportQrCode: true\n",
    },
    echarts: {
      title: "图表库",
      loading: "正在加载图表…",
      line: "每日检查量",
      bar: "各设备类型检查量",
      donut: "报告状态",
      gauge: "按时签发的报告",
      mon: "周一",
      tue: "周二",
      wed: "周三",
      thu: "周四",
      fri: "周五",
      exams: "检查",
      draft: "草稿",
      signed: "已签发",
      audited: "已审核",
      percent: "{{value}}%",
    },
  },
}

export default messages
