import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    firstStatic: {
      title: 'Carga de trabajo',
    },
  },
}

export default messages
