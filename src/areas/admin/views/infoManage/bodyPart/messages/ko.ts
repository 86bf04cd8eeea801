import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    bodyPart: {
      title: '검사 부위',
      name: '검사 부위',
      fields: {
        modality: '장비 유형',
        modalityId: '장비 유형',
        name: '부위명',
        fee: '요금(위안)',
        minutes: '소요 시간(분)',
        smallPartCount: '세부 부위 수',
        sort: '순서',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        blurry: '부위명',
        modalityId: '장비 유형',
        enabled: '상태',
      },
      enabled: '사용',
      disabled: '사용 안 함',
      minutesHelp: '이 부위 검사에 장비를 사용하는 시간(예약 시간대 계산에 사용)',
    },
    bodyPartSmall: {
      title: '세부 부위',
      name: '세부 부위',
      choose: '왼쪽에서 검사 부위를 선택하면 세부 부위가 표시됩니다.',
      fields: {
        name: '세부 부위명',
        sort: '순서',
        enabled: '상태',
      },
      filters: {
        blurry: '세부 부위명',
      },
    },
  },
}

export default messages
