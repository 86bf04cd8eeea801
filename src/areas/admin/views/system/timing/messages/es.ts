import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    timing: {
      title: 'Tareas programadas',
      name: 'tarea',
      fields: {
        id: 'ID',
        jobName: 'Nombre de la tarea',
        beanName: 'Bean',
        methodName: 'Método',
        params: 'Parámetros',
        cronExpression: 'Expresión cron',
        isPause: 'Estado',
        description: 'Descripción',
        createTime: 'Creada',
        subTask: 'Subtareas',
        personInCharge: 'Responsable',
        email: 'Correo de alerta',
        pauseAfterFailure: 'Pausar tras un fallo',
      },
      filters: {
        jobName: 'Nombre de la tarea',
        createTime: 'Creada',
      },
      yes: 'Sí',
      no: 'No',
      running: 'En marcha',
      paused: 'En pausa',
      beanHelp: 'Una tarea que el servidor conoce, p. ej. maintenance con purgeExpired',
      subTaskHelp: 'Ids de tareas que se ejecutan tras un éxito, separados por comas',
      subTaskFormat: 'Ids de tareas separados por comas',
      emailHelp: 'Avisado de un fallo; varias direcciones separadas por comas',
      runNow: 'Ejecutar {{name}} ahora',
      pause: 'Pausar {{name}}',
      resume: 'Reanudar {{name}}',
      ran: '{{name}} se ejecutó ({{ms}} ms)',
      runFailed: '{{name}} falló; su registro dice por qué',
      pausedNow: '{{name}} está en pausa',
      resumed: '{{name}} vuelve a ejecutarse',
      logs: 'Registros',
      close: 'Cerrar',
    },
    timingLog: {
      title: 'Registros de tareas',
      name: 'registro',
      fields: {
        jobName: 'Nombre de la tarea',
        beanName: 'Bean',
        methodName: 'Método',
        params: 'Parámetros',
        cronExpression: 'Expresión cron',
        isSuccess: 'Resultado',
        time: 'Tiempo (ms)',
        createTime: 'Ejecutada',
      },
      filters: {
        jobName: 'Nombre de la tarea',
        isSuccess: 'Resultado',
        createTime: 'Ejecutada entre',
      },
      success: 'Correcta',
      failure: 'Fallida',
      showException: 'Fallida: ver la excepción de {{name}} del {{time}}',
      exception: 'Excepción de {{name}} del {{time}}',
    },
  },
}

export default messages
