import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    secondStatic: {
      title: '양성률·품질 통계',
      tabs: {
        positive: '양성률',
        turnaround: '보고 소요 시간',
        critical: '위험값',
      },
    },
  },
}

export default messages
