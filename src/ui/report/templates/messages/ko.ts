import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  templates: {
    tree: {
      label: '보고서 템플릿',
      search: '템플릿 검색(이름, 병음 머리글자, 내용)',
      found: '템플릿 {{count}}개 찾음',
      noMatch: '“{{query}}”과(와) 일치하는 템플릿이 없습니다',
      loading: '템플릿을 불러오는 중…',
      failed: '템플릿을 불러오지 못했습니다',
    },
    scope: {
      public: '공용',
      dept: '과',
      personal: '개인',
    },
    preview: {
      label: '미리 보기',
      none: '템플릿을 선택하면 여기에 표시됩니다',
      findings: '소견',
      impression: '판독 소견',
      recommendation: '권고',
      pickList: '선택 항목: 첫 번째가 기본값',
    },
    actions: {
      insert: '삽입',
      replace: '바꾸기',
    },
    pick: {
      title: '“{{name}}”의 선택 항목 고르기',
      choice: '선택 {{n}}',
      choiceAfter: '선택 {{n}}: “{{context}}” 다음',
      blank: '(없음)',
      previewOf: '삽입될 {{field}}',
      apply: '적용',
      cancel: '취소',
    },
    phrases: {
      label: '자주 쓰는 문구',
      addSelection: '선택한 글 추가',
      empty: '문구가 없습니다. 보고서에서 글을 선택해 추가하세요',
      added: '문구를 추가했습니다',
      insert: '문구 삽입: {{text}}',
      delete: '문구 삭제: {{text}}',
    },
  },
}

export default messages
