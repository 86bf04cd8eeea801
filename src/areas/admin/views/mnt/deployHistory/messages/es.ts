import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    deployHistory: {
      title: 'Historial de despliegues',
      name: 'despliegue',
      fields: {
        appName: 'Aplicación',
        ip: 'Dirección del servidor',
        deployDate: 'Desplegado',
        deployUser: 'Desplegado por',
        restorable: 'Paquete conservado',
      },
      filters: {
        blurry: 'Aplicación, dirección o usuario',
        deployDate: 'Desplegado',
      },
    },
  },
}

export default messages
