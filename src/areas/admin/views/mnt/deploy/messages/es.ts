import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    deploy: {
      title: 'Despliegues',
      name: 'despliegue',
      fields: {
        app: 'Aplicación',
        servers: 'Servidores',
        createTime: 'Creado',
      },
      filters: {
        appName: 'Nombre de la aplicación',
        createTime: 'Creado',
      },
      upload: 'Desplegar un paquete en {{name}}',
      start: 'Iniciar {{name}}',
      stop: 'Detener {{name}}',
      status: 'Estado de {{name}}',
      rollback: 'Revertir {{name}}',
      uploadTitle: 'Desplegar un paquete: {{name}}',
      file: 'Paquete (.zip o .tar.gz)',
      uploadHint: 'Se detiene la aplicación, se copia su carpeta de despliegue, se descomprime el paquete y se ejecuta el script de arranque; el registro de abajo muestra cada paso.',
      deployButton: 'Desplegar',
      uploading: 'Subiendo…',
      uploaded: 'Paquete {{file}} subido: desplegando',
      started: 'Se ejecutó el script de arranque de {{name}}',
      startFailed: 'Falló el arranque de {{name}}: vea el registro',
      stopped: '{{name}} detenida',
      running: '{{name}} está en ejecución en {{ip}}',
      notRunning: '{{name}} no está en ejecución en {{ip}}',
      rollbackTitle: 'Revertir {{name}}',
      rollbackHint: 'Vuelve a desplegar el paquete del despliegue elegido; el registro de abajo muestra cada paso.',
      rollbackList: 'Despliegues anteriores',
      rollbackEntry: '{{date}} · {{ip}} · {{user}}',
      rollbackButton: 'Revertir',
      noHistory: 'No se conserva ningún despliegue anterior de esta aplicación.',
      rollbackStarted: 'Revirtiendo a {{date}}',
      close: 'Cerrar',
      log: {
        title: 'Registro de despliegue',
        clear: 'Vaciar el registro',
        empty: 'Aún no hay mensajes: al desplegar, iniciar, detener o consultar el estado, cada paso aparece aquí.',
        connecting: 'Conectando…',
        open: 'En directo',
        retrying: 'Reconectando…',
        refused: 'Sin conexión: inicie sesión de nuevo',
        closed: 'Cerrado',
        error: 'Error',
      },
    },
  },
}

export default messages
