import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Korean. */
const messages: Shape<typeof en> = {
  resources: {
    job: {
      title: '직위',
      name: '직위',
      fields: {
        name: '이름',
        jobSort: '순서',
        enabled: '상태',
        createTime: '생성일',
      },
      filters: {
        name: '이름',
        enabled: '상태',
        createTime: '생성일',
      },
    },
  },
}

export default messages
