import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  cap2: {
    title: 'Prueba de captura: ImageCapture y canvas',
  },
}

export default messages
