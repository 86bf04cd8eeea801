import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. */
const messages: Shape<typeof en> = {
  resources: {
    job: {
      title: '職位',
      name: '職位',
      fields: {
        name: '名前',
        jobSort: '順序',
        enabled: '状態',
        createTime: '作成日',
      },
      filters: {
        name: '名前',
        enabled: '状態',
        createTime: '作成日',
      },
    },
  },
}

export default messages
