import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    station: {
      title: 'Puesto del técnico',
      name: 'examen',
      fields: {
        queueNo: 'N.º de turno',
        examNo: 'N.º de examen',
        patientName: 'Paciente',
        genderAge: 'Sexo / edad',
        examItem: 'Prueba',
        checkMethod: 'Método',
        deviceName: 'Equipo',
        urgency: 'Urgencia',
        checkInTime: 'Llegada',
        status: 'Estado',
        imageCount: 'Imágenes',
        technician: 'Técnico',
        examTime: 'Realizado',
        contrastAgent: 'Contraste',
        contrastDose: 'Dosis',
      },
      filters: {
        blurry: 'Nombre, pinyin, n.º de examen o ID del paciente',
        deviceId: 'Equipo',
        status: 'Estado',
        examTime: 'Realizado',
      },
      queue: {
        waiting: 'En cola (llegados, en curso)',
        checkedIn: 'Llegados',
        started: 'En curso',
        examined: 'Realizados',
      },
      images: {
        count: 'Imágenes: {{count}}',
        waiting: 'Esperando imágenes',
      },
      callNext: 'Llamar al siguiente',
      nobodyWaiting: 'No hay ningún paciente llegado en espera',
      waitingCount: '{{count}} en espera',
      called: '{{name}} llamado a {{room}}',
      calledNoRoom: '{{name}} llamado',
      contrastHelp: 'Dejar vacío si no se administró contraste',
      doseHelp: 'Con su unidad, p. ej. 80 ml',
    },
  },
}

export default messages
