import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    checkMethod: {
      title: '검사 방법',
      name: '검사 방법',
      fields: {
        modality: '장비 유형',
        modalityId: '장비 유형',
        name: '방법명',
        feeExtra: '추가 요금(위안)',
        sort: '순서',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        blurry: '방법명',
        modalityId: '장비 유형',
        enabled: '상태',
      },
      enabled: '사용',
      disabled: '사용 안 함',
      feeExtraHelp: '접수 시 검사 부위 요금에 더해집니다(조영 검사 추가 요금 등)',
    },
  },
}

export default messages
