import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    followupRecord: {
      title: '추적 기록',
      name: '추적 기록',
      heading: '{{patient}} · {{exam}} 추적',
      back: '증례 목록으로',
      noCase: '선택한 증례가 없습니다. 추적 목록에서 여세요.',
      notFound: '이 증례를 표시할 수 없습니다. 없거나 데이터 범위 밖입니다.',
      loading: '증례를 불러오는 중…',
      fields: {
        followDate: '추적 날짜',
        method: '방법',
        specimenId: '병리 결과',
        result: '결과',
        category: '판정',
        follower: '추적자',
        nextDate: '다음 추적',
        remarks: '비고',
      },
      specimenHelp: '같은 환자의 확정된 병리 결과, 선택하면 결과가 채워집니다',
      specimenOption: '{{no}} · {{diagnosis}}',
      specimenNone: '병리 결과 없음',
      specimenEmpty: '이 환자에게 확정된 병리 결과가 없습니다',
      specimenLoading: '병리 결과를 불러오는 중…',
      linkedSpecimen: '병리 {{no}}',
      futureDate: '추적 날짜는 미래일 수 없습니다',
      nextNotAfter: '다음 추적은 추적 날짜 이후여야 합니다',
      case: {
        label: '증례',
        patient: '환자',
        exam: '검사',
        examTime: '검사 시각',
        reportPhysician: '판독의',
        reason: '추적 사유',
        reasons: { positive: '양성 보고서', manual: '의사가 선택' },
        category: '최근 판정',
        nextDate: '다음 추적',
        closedBy: '{{by}}님이 {{at}}에 종료',
        impression: '판독 소견',
        findings: '소견',
        images: '영상',
        imagesTitle: '{{exam}} 영상',
        closeImages: '영상 닫기',
        imagesLoading: '영상 뷰어를 불러오는 중…',
        imagesFailed: '영상 뷰어를 불러오지 못했습니다',
        close: '추적 종료',
        closeTitle: '추적 종료',
        closeConfirm: '{{exam}} 추적을 종료할까요? 다시 열기 전까지 기록을 변경할 수 없습니다.',
        cancel: '취소',
        reopen: '추적 다시 열기',
        closed: '추적을 종료했습니다',
        reopened: '추적을 다시 열었습니다',
        readOnly: '이 증례의 추적은 종료되었습니다. 기록을 추가하거나 변경하려면 다시 여세요.',
      },
    },
  },
}

export default messages
