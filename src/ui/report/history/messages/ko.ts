import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  reportParts: {
    history: {
      title: '수정 이력',
      actions: {
        save: '저장',
        submit: '제출',
        audit: '승인',
        reject: '반려',
        addendum: '추가 보고',
        print: '인쇄',
        void: '무효',
        takeover: '인계',
      },
      version: '{{version}}판',
      by: '{{operator}} · {{time}}',
      reason: '사유: {{reason}}',
      compare: '판 비교',
      timeline: '타임라인',
      to: '이후 판',
      option: '{{version}}판 · {{action}} · {{operator}} · {{time}}',
      findings: '소견',
      impression: '결론',
      inserted: '삽입',
      deleted: '삭제',
      noChange: '변경 없음',
      empty: '수정 이력이 없습니다',
      loading: '수정 이력을 불러오는 중…',
      loadFailed: '수정 이력을 불러오지 못했습니다: {{message}}',
      single: '아직 한 판뿐이라 비교할 수 없습니다',
      legend: '삭제된 글자는 취소선, 삽입된 글자는 밑줄로 표시합니다.',
      before: '이전: {{version}}판({{action}})',
      after: '이후: {{version}}판({{action}})',
      from: '이전 판',
    },
  },
}

export default messages
