import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  reportParts: {
    critical: {
      title: 'Notificación de valor crítico',
      patient: 'Paciente: {{patient}} · {{modality}}',
      fields: {
        finding: 'Hallazgo crítico',
        notifiedAt: 'Notificado el',
        notifiedBy: 'Notificado por',
        receiver: 'Receptor',
        receiverJobNo: 'N.º de empleado del receptor',
        receiverDept: 'Servicio del receptor',
        receiverPhone: 'Teléfono del receptor',
        readBack: 'El receptor repitió el hallazgo',
        handling: 'Actuación clínica',
      },
      hints: {
        receiverPhone: 'Un número o una extensión, p. ej. ext 6123',
        notifiedAt: 'Ni en el futuro ni antes de marcar el valor',
      },
      errors: {
        required: 'Obligatorio',
        phone: 'Indique un teléfono o una extensión válidos',
        notifiedAt: 'Indique la fecha y hora de la llamada',
        future: 'La hora de notificación no puede ser futura',
        beforeFlag: 'La hora de notificación no puede ser anterior a la marca del valor ({{time}})',
        failed: 'No se registró la notificación: {{message}}',
      },
      submit: 'Registrar notificación',
      cancel: 'Cancelar',
      saving: 'Registrando…',
      timer: {
        label: 'Tiempo desde la marca',
        limit: 'Límite {{minutes}} min',
        within: 'Dentro del límite',
        near: 'Cerca del límite',
        past: 'Límite superado',
        announceNear: 'Valor crítico: quedan {{minutes}} min para notificar a la clínica',
        announcePast: 'Valor crítico: se ha superado el límite de notificación de {{minutes}} minutos',
      },
    },
  },
}

export default messages
