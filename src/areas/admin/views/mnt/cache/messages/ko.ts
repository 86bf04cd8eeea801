import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    cacheKey: {
      title: '키',
      name: '키',
      fields: {
        key: '키',
        type: '유형',
        ttl: '남은 유효 기간',
        size: '크기',
      },
      filters: {
        pattern: '키 패턴 (예: captcha_code:*)',
      },
    },
  },
  cache: {
    title: '캐시 관리',
    summary: '사용 중인 캐시',
    refresh: '통계 새로 고침',
    loading: '캐시 통계를 불러오는 중…',
    failed: '캐시 통계를 불러오지 못했습니다: {{message}}',
    backend: '백엔드',
    memory: '프로세스 내 (서버 자체 메모리)',
    redis: 'Redis',
    address: '주소',
    version: 'Redis 버전',
    usedMemory: '사용 메모리',
    keys: '키 수',
    hitRate: '적중률',
    hitRateValue: '{{rate}}% (적중 {{hits}}회, 실패 {{misses}}회)',
    noReads: '아직 읽기가 없습니다',
    none: '—',
    notConfiguredTitle: 'Redis가 설정되지 않았습니다',
    notConfigured: '보안 문자, 로그인 제한, 사전 캐시는 서버 자체 메모리에 보관됩니다. 서버를 다시 시작하면 사라지며 다른 서버와 공유되지 않습니다. Redis를 사용하려면 Redis 서버를 시작한 뒤 다음 환경 변수로 서버를 시작하세요:',
    unavailableTitle: 'Redis에 연결할 수 없습니다',
    never: '만료 없음',
    seconds: '{{s}}초',
    minutes: '{{m}}분 {{s}}초',
    hours: '{{h}}시간 {{m}}분',
    days: '{{d}}일 {{h}}시간',
    bytes: '{{value}} B',
    kib: '{{value}} KB',
    mib: '{{value}} MB',
    gib: '{{value}} GB',
    unknownSize: '알 수 없음',
    truncated: '일치하는 키 중 처음 {{limit}}개만 표시합니다. 나머지를 보려면 패턴을 좁히세요.',
    view: '{{key}}의 값 보기',
    valueTitle: '값:',
    loadingValue: '값을 불러오는 중…',
    valueLabel: '값',
    fieldsLabel: '해시 필드',
    field: '필드',
    value: '값',
    valueTruncated: '앞부분만 표시합니다 (문자열은 처음 64 KB, 해시는 처음 1,000개 필드).',
    notShown: '{{type}} 유형의 값은 여기에 표시되지 않습니다.',
    close: '닫기',
  },
}

export default messages
