import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  ultrasound: {
    srImport: {
      action: '장비에서 가져오기(SR)',
      found: '장비 보고서 {{instances}}건에서 측정값 {{count}}개를 가져왔습니다',
      none: '이 검사에는 장비가 보낸 구조화 보고서(SR)가 없습니다',
      failed: '장비 보고서를 읽을 수 없습니다',
    },
  },
}

export default messages
