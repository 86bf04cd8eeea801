import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    'diagnos-in': {
      title: '院内诊断',
    },
  },
}

export default messages
