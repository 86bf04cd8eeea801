import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Japanese. TODO(translate): every string below is still English. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-in': {
      title: 'DiagnosIn',
      name: 'diagnos-in',
      fields: {
        name: 'Name',
        createTime: 'Created'
      },
      filters: {
        blurry: 'Search'
      }
    }
  }
}

export default messages
