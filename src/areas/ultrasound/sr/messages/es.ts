import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  ultrasound: {
    srImport: {
      action: 'Importar del equipo (SR)',
      found: '{{count}} valores importados de {{instances}} informe(s) del equipo',
      none: 'Esta exploración no tiene informe estructurado (SR) del equipo',
      failed: 'No se pudo leer el informe del equipo',
    },
  },
}

export default messages
