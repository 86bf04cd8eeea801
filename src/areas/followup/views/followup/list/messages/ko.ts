import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    followupCase: {
      title: '추적 관찰',
      name: '증례',
      fields: {
        patientName: '환자',
        examNo: '검사 번호',
        modality: '검사 종류',
        examItem: '검사 항목',
        examTime: '검사일',
        impression: '판독 소견',
        reportPhysician: '판독의',
        reportTime: '보고일',
        category: '최근 판정',
        nextDate: '다음 추적',
        recordCount: '기록 수',
      },
      filters: {
        blurry: '검사 번호 또는 환자',
        modality: '검사 종류',
        physician: '의사',
        reportTime: '보고 기간',
        category: '판정',
        due: '예정',
        state: '상태',
      },
      notYet: '미추적',
      dueToday: '오늘 예정',
      dueOptions: { due: '오늘 예정 또는 기한 경과', overdue: '기한 경과', week: '이번 주 예정' },
      states: { open: '진행 중', closed: '종료' },
      reminder: '추적 {{count}}건이 예정되어 있습니다({{overdue}}건 기한 경과)',
      reminderNone: '예정된 추적이 없습니다',
      showDue: '예정 {{count}}건 보기',
      showAll: '모든 증례 보기',
      open: '{{name}} 추적 열기',
      tabs: { label: '추적 보기', cases: '증례', coincidence: '진단 일치율' },
      coincidence: {
        title: '진단 일치율',
        groupBy: '집계 기준',
        groups: { physician: '의사', modality: '검사 종류', month: '월', quarter: '분기', year: '연' },
        allModalities: '모든 검사 종류',
        from: '보고 시작일',
        to: '보고 종료일',
        badRange: '종료일은 시작일보다 이를 수 없습니다',
        partlySetting: '"부분 일치"를 일치로 계산',
        formulaPartly: '일치율 = (일치 + 부분 일치) ÷ 추적 증례 수, "부분 일치"를 일치로 계산',
        formulaStrict: '일치율 = 일치 ÷ 추적 증례 수, "부분 일치"는 일치로 계산하지 않음',
        followed: '추적 증례',
        rate: '일치율',
        total: '합계',
        empty: '이 기간에 추적한 증례가 없습니다',
        failed: '통계를 불러오지 못했습니다',
      },
    },
  },
}

export default messages
