import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  gallery: {
    icons: {
      title: "아이콘",
      search: "아이콘 검색",
      count: "아이콘 {{count}}개",
      none: "“{{query}}”와 일치하는 아이콘이 없습니다.",
      page: "{{page}} / {{pages}} 페이지",
      previous: "이전 페이지",
      next: "다음 페이지",
      copied: "{{name}} 복사됨",
      copyFailed: "복사할 수 없습니다. 이름은 {{name}}입니다",
      loading: "아이콘을 불러오는 중…",
      hint: "아이콘은 페이지 단위로 불러옵니다. 선택하면 이름을 복사합니다.",
    },
    editor: {
      title: "서식 있는 텍스트",
      label: "서식 있는 텍스트",
      output: "HTML 출력(정제됨)",
      preview: "미리 보기",
      source: "HTML",
      sample: "<h2>회진</h2><p>CT 2호기가 <strong>다시 가동됩니다</strong>.</p><ul><li>조영제 재고 확인 완료</li><li>다음 QA는 금요일</li></ul>",
    },
    markdown: {
      title: "Markdown",
      label: "Markdown",
      preview: "미리 보기(정제됨)",
      sample: "## 판독 템플릿 안내\n\n- **소견**을 먼저, 그다음 *결론*\n- 한 줄에 소견 하나\n\n1. 이전 검사와 비교\n2. 크기는 mm로 기재\n\n<script>alert(1)</script>",
    },
    yaml: {
      title: "YAML 편집기",
      label: "YAML",
      valid: "올바른 YAML: 최상위 키 {{count}}개.",
      invalid: "{{line}}행 {{column}}열: {{message}}",
      empty: "빈 문서입니다.",
      parsed: "해석 결과",
      sample: "hospital:\n  name: 데모 병원\n  departments:\n    - CT\n    - MR\nreportQrCode: true\n",
    },
    echarts: {
      title: "차트",
      loading: "차트를 불러오는 중…",
      line: "일별 검사 수",
      bar: "장비 유형별 검사 수",
      donut: "판독 상태",
      gauge: "기한 내 서명된 판독",
      mon: "월",
      tue: "화",
      wed: "수",
      thu: "목",
      fri: "금",
      exams: "검사",
      draft: "초안",
      signed: "서명됨",
      audited: "승인됨",
      percent: "{{value}}%",
    },
  },
}

export default messages
