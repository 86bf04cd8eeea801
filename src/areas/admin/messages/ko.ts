import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  admin: {
    unknownView: '이 빌드에는 “{{view}}”라는 관리 보기가 없습니다.',
    loading: '불러오는 중…',
  },
}

export default messages
