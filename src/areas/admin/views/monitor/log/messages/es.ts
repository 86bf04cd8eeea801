import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    log: {
      title: 'Registro de operaciones',
      name: 'entrada',
      fields: {
        username: 'Usuario',
        requestIp: 'IP',
        address: 'Ubicación',
        description: 'Descripción',
        browser: 'Navegador',
        time: 'Duración (ms)',
        createTime: 'Fecha',
      },
      filters: {
        blurry: 'Usuario, descripción, IP, solicitud o parámetros',
        createTime: 'Fecha',
      },
    },
    logDetail: {
      show: 'Detalles de {{name}}',
      title: 'Operación: {{name}}',
      errorTitle: 'Error: {{name}}',
      user: 'Usuario',
      request: 'Solicitud',
      params: 'Parámetros',
      exception: 'Excepción',
      none: 'Ninguno',
      loading: 'Cargando la excepción…',
      failed: 'No se pudo cargar la excepción.',
      copy: 'Copiar la excepción',
      copied: 'Copiado.',
      copyFailed: 'No se pudo copiar: seleccione el texto y cópielo a mano.',
      close: 'Cerrar',
    },
    logClear: {
      button: 'Vaciar',
      title: 'Vaciar el registro',
      confirmInfo: '¿Eliminar todas las entradas del registro de operaciones? No se puede deshacer; el vaciado queda registrado.',
      confirmError: '¿Eliminar todas las entradas del registro de errores? No se puede deshacer.',
      cleared: 'Vaciado',
    },
  },
}

export default messages
