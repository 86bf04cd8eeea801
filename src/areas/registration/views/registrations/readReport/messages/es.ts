import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    readReport: {
      title: 'Consulta de informes',
      name: 'Informe',
      fields: {
        examNo: 'N.º de estudio',
        patientName: 'Nombre',
        gender: 'Sexo',
        age: 'Edad',
        patientType: 'Tipo de visita',
        modality: 'Modalidad',
        examItem: 'Estudio',
        applyDeptName: 'Servicio solicitante',
        auditTime: 'Firmado',
        status: 'Estado',
      },
      filters: {
        blurry: 'Nombre, pinyin, n.º de estudio, paciente o solicitud',
        registerTime: 'Registrado',
        modality: 'Modalidad',
      },
      open: 'Abrir el informe de {{name}}',
      reportOf: 'Informe de {{name}} · {{examNo}}',
      loading: 'Cargando el visor de informes…',
      viewerUnavailable: 'No se pudo cargar el visor de informes (clinic-report-viewer.js junto a los scripts de esta página).',
      close: 'Cerrar',
      link: {
        open: 'Enlace al informe de {{name}}',
        title: 'Enlace al informe · {{name}} {{examNo}}',
        validity: 'Válido durante',
        minutes: {
          '60': '1 hora',
          '1440': '1 día',
          '4320': '3 días',
          '10080': '7 días',
        },
        create: 'Crear enlace',
        url: 'Enlace',
        expires: 'Caduca el {{time}}; hasta entonces cualquiera con el enlace puede leer el informe.',
        qr: 'Código QR del enlace al informe de {{examNo}}',
        copy: 'Copiar enlace',
        copied: 'Enlace copiado.',
        copyFailed: 'El navegador no permitió copiar: seleccione el enlace y cópielo.',
      },
    },
  },
}

export default messages
