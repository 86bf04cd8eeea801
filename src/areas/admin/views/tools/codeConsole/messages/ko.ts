import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  codeConsole: {
    title: '코드 콘솔',
    intro: '계약 서버 데이터베이스에 읽기 전용 SQL 한 문장을 실행합니다: SELECT, WITH, EXPLAIN 또는 읽기 PRAGMA. 여기서는 아무것도 바꿀 수 없습니다.',
    sql: 'SQL 문',
    hint: 'Ctrl+Enter로 실행',
    limit: '행 수 제한(최대 1,000)',
    run: '실행',
    running: '실행 중…',
    refused: '거부됨: {{message}}',
    summary: '{{count}}행, {{ms}}ms.',
    truncated: '처음 {{limit}}행만 표시합니다.',
    results: '쿼리 결과',
    history: '최근 쿼리',
    nullValue: 'NULL',
  },
}

export default messages
