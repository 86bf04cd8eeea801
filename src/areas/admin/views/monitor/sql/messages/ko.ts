import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    sqlStat: {
      title: 'SQL 모니터',
      name: '문',
      fields: {
        sql: 'SQL 문',
        count: '실행 횟수',
        totalMs: '총 ms',
        avgMs: '평균 ms',
        maxMs: '최장 ms',
        lastRun: '최근 실행',
      },
      filters: {
        blurry: '문 포함',
      },
    },
  },
  sqlMonitor: {
    lead: '계약 서버 자체의 SQL 문: 각 문의 실행 횟수와 소요 시간(느린 순).',
    totals: '{{since}} 이후: 문 {{statements}}개, {{runs}}회 실행, 총 {{totalMs}} ms',
    totalsLabel: '합계',
    reset: '통계 초기화',
    resetTitle: 'SQL 통계 초기화',
    resetMessage: '지금부터 모든 문을 다시 셀까요?',
    resetDone: 'SQL 통계를 다시 시작합니다',
    ok: '초기화',
    cancel: '취소',
    detail: '문',
    detailEmpty: '목록에서 문을 선택하면 여기에서 전체를 볼 수 있습니다.',
    ms: '{{value}} ms',
  },
}

export default messages
