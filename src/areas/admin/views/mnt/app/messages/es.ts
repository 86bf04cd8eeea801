import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    app: {
      title: 'Aplicaciones',
      name: 'aplicación',
      fields: {
        name: 'Nombre de la aplicación',
        port: 'Puerto',
        uploadPath: 'Carpeta de subida',
        deployPath: 'Carpeta de despliegue',
        backupPath: 'Carpeta de copias',
        startScript: 'Script de arranque',
        deployScript: 'Script de despliegue',
        createTime: 'Creado',
      },
      filters: {
        name: 'Nombre de la aplicación',
        createTime: 'Creado',
      },
      help: {
        folder: 'Una carpeta dentro de la carpeta de despliegue del servidor (<datos>/deploy/); las rutas relativas parten de ahí',
        startScript: 'Se ejecuta en la carpeta de despliegue y debe terminar: inicie los servidores en segundo plano (nohup … > app.log 2>&1 &). Hay $APP_NAME, $APP_PORT y $DEPLOY_PATH',
        deployScript: 'Opcional: se ejecuta en la carpeta de despliegue tras descomprimir, antes del script de arranque',
      },
    },
  },
}

export default messages
