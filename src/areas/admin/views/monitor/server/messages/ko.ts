import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  serverMonitor: {
    title: '서버 모니터',
    system: '시스템',
    os: '운영 체제',
    ip: 'IP 주소',
    uptime: '가동 시간',
    time: '서버 시각',
    usage: '사용률',
    cpu: 'CPU',
    memory: '메모리',
    swap: '스왑',
    disk: '디스크(데이터 폴더)',
    percent: '{{value}}%',
    model: '모델',
    packages: '물리 CPU',
    cores: '물리 코어',
    logical: '논리 프로세서',
    used: '사용',
    idle: '유휴',
    total: '전체',
    available: '사용 가능',
    chart: '최근 {{count}}회 측정(3.5초마다)의 CPU 및 메모리 사용률입니다. 위 게이지는 최신 값입니다.',
    chartTitle: 'CPU 및 메모리 사용률(%)',
    chartLoading: '차트를 불러오는 중…',
    chartWaiting: '두 번째 측정 후 차트를 그립니다.',
    cpuSeries: 'CPU %',
    memorySeries: '메모리 %',
    failed: '서버를 측정할 수 없습니다: {{message}}',
    loading: '서버를 측정하는 중…',
  },
}

export default messages
