import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    secondStatic: {
      title: 'Tasa de positivos y calidad',
      tabs: {
        positive: 'Tasa de positivos',
        turnaround: 'Tiempos de respuesta',
        critical: 'Valores críticos',
      },
    },
  },
}

export default messages
