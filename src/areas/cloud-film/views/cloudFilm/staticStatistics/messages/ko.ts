import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    statistics: {
      title: '클라우드 필름 통계',
      filters: '기간과 종류',
      from: '시작일',
      to: '종료일',
      kind: '종류',
      allKinds: '모든 링크',
      kinds: { film: '클라우드 필름', report: '판독지 링크' },
      search: '보기',
      badRange: '시작일이 종료일보다 늦습니다.',
      tooLong: '최대 366일까지 선택하세요.',
      loading: '집계 중…',
      failed: '통계를 불러오지 못했습니다: {{message}}',
      issued: '발급',
      viewed: '열람됨',
      views: '조회 수',
      viewedRate: '열람률',
      noRate: '—',
      byDay: '일별',
      byModality: '모달리티별',
      day: '날짜',
      modality: '모달리티',
      total: '합계',
      none: '이 기간에 발급되거나 열린 링크가 없습니다.',
      explain: '발급: 기간 중 만든 링크. 열람됨: 그중 한 번 이상 열린 링크. 조회 수: 기간 중 성공한 열람 횟수. 열람률: 열람됨 ÷ 발급.',
    },
  },
}

export default messages
