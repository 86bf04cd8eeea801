import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    serverDeploy: {
      title: 'Servidores',
      name: 'servidor',
      fields: {
        name: 'Nombre',
        ip: 'Dirección',
        port: 'Puerto',
        account: 'Cuenta',
        password: 'Contraseña',
        hasPassword: 'Contraseña guardada',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Nombre, dirección o cuenta',
        createTime: 'Creado',
      },
      passwordHelp: 'Se guarda cifrada y no se vuelve a mostrar; déjela vacía para conservar la guardada',
      ipRule: 'Escriba una dirección IP o un nombre de host',
      test: 'Probar la conexión con {{name}}',
      reachable: '{{name}} ({{ip}}:{{port}}) acepta conexiones',
      unreachable: '{{name}} ({{ip}}:{{port}}) no responde (probado 3 s)',
    },
  },
}

export default messages
