import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  hisReport: {
    page: {
      title: 'Informes de estudios',
      patientTitle: 'Informes de estudios — {{name}}',
      signedTitle: 'Informe del estudio',
      account: 'Cuenta HIS: {{username}}',
      region: 'Páginas de informes para el HIS',
      back: 'Volver a la lista de estudios',
    },
    access: {
      signingIn: 'Iniciando sesión con la cuenta HIS…',
      noCredentials: 'Esta página necesita la cuenta HIS. Ábrala desde el HIS con usuario y contraseña en el enlace (o inicie sesión una vez en este equipo mediante ese enlace).',
      rejected: 'La cuenta HIS o la contraseña fueron rechazadas: {{message}}',
      failed: 'No se pudo iniciar sesión con la cuenta HIS: {{message}}',
      noPatient: 'No se indicó ningún paciente: el enlace necesita patientId o hisPatientId.',
      noExam: 'No se indicó ningún estudio: el enlace necesita examineId o reportId.',
      linkRetired: 'Este tipo de enlace al informe ya no se usa: los enlaces ahora se abren en /share/… y pueden revocarse. Pida un enlace nuevo al hospital.',
    },
    exams: {
      caption: 'Estudios de {{name}} (ID de paciente {{patientId}})',
      captionPlain: 'Estudios del paciente',
      loading: 'Cargando los estudios…',
      failed: 'No se pudieron cargar los estudios: {{message}}',
      none: 'No hay estudios de este paciente.',
      noReports: 'Este paciente aún no tiene informes que se puedan mostrar.',
      examNo: 'N.º de estudio',
      examItem: 'Estudio',
      modality: 'Modalidad',
      examTime: 'Fecha del estudio',
      status: 'Estado',
      report: 'Informe',
      view: 'Ver informe',
      viewLabel: 'Ver informe del estudio {{examNo}}',
      notReady: 'Aún no disponible',
      tabs: 'Informes del paciente',
      selected: 'Informe del estudio {{examNo}}',
    },
    status: {
      s0: 'Registrado',
      s1: 'Admitido',
      s2: 'Realizado',
      s3: 'Informe preliminar',
      s4: 'Validado',
      s5: 'Impreso',
      s6: 'En revisión',
      s7: 'Anulado',
    },
  },
}

export default messages
