import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  registration: {
    worklist: {
      today: {
        label: 'Hoy',
        registered: 'Registrados {{count}}',
        waiting: 'En espera {{count}}',
        inRoom: 'En sala {{count}}',
        examined: 'Explorados {{count}}',
        reported: 'Informados {{count}}',
      },
      fields: {
        reason: 'Motivo',
      },
      actions: {
        checkIn: 'Registrar la llegada de {{name}}',
        call: 'Llamar a {{name}}',
        start: 'Iniciar el examen de {{name}}',
        finish: 'Terminar el examen de {{name}}',
        sendBack: 'Devolver a recepción a {{name}}',
        cancel: 'Cancelar {{name}}',
        void: 'Anular {{name}}',
        appoint: 'Citar a {{name}}',
      },
      done: {
        checkIn: 'Llegada de {{name}} registrada',
        call: '{{name}} llamado',
        start: 'Examen de {{name}} iniciado',
        finish: 'Examen de {{name}} terminado',
        sendBack: '{{name}} devuelto a recepción',
        cancel: '{{name}} cancelado',
        void: '{{name}} anulado',
        appoint: '{{name}} citado',
      },
    },
  },
}

export default messages
