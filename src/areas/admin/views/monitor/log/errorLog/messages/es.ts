import type { Shape } from '../../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    errorLog: {
      title: 'Registro de errores',
      name: 'error',
      fields: {
        username: 'Usuario',
        requestIp: 'IP',
        address: 'Ubicación',
        description: 'Descripción',
        path: 'Ruta',
        browser: 'Navegador',
        createTime: 'Fecha',
      },
      filters: {
        blurry: 'Usuario, descripción, IP, solicitud o parámetros',
        createTime: 'Fecha',
      },
    },
  },
}

export default messages
