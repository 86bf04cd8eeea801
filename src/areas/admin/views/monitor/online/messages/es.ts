import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    online: {
      title: 'Usuarios en línea',
      name: 'sesión',
      fields: {
        userName: 'Usuario',
        nickName: 'Apodo',
        dept: 'Departamento',
        ip: 'IP',
        address: 'Ubicación',
        browser: 'Navegador',
        loginTime: 'Inicio de sesión',
      },
      filters: {
        username: 'Usuario o apodo',
      },
      thisSession: 'Esta sesión',
      kick: 'Expulsar',
      kickOne: 'Expulsar a {{name}}',
      kickSelectedHint: 'Termina las sesiones marcadas: en su próxima acción deberán iniciar sesión de nuevo',
      ownSession: 'Es su propia sesión: no se puede expulsar desde aquí. Cierre la sesión para terminarla.',
      confirmOne: '¿Expulsar a {{name}} ({{nickName}})? La sesión termina de inmediato y se pierde lo no guardado.',
      confirmMany: '¿Expulsar las {{count}} sesiones seleccionadas? Terminan de inmediato y se pierde lo no guardado.',
      kicked: '{{count}} sesión(es) expulsada(s)',
    },
  },
}

export default messages
