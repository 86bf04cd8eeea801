import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  esReport: {
    panel: 'Imágenes y biopsias de endoscopia',
  },
}

export default messages
