import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    followupRecord: {
      title: 'Registros de seguimiento',
      name: 'registro de seguimiento',
      heading: 'Seguimiento de {{patient}} · {{exam}}',
      back: 'Volver a los casos',
      noCase: 'No se eligió ningún caso: ábralo desde la lista de seguimiento.',
      notFound: 'No se puede mostrar este caso: no existe o está fuera de su ámbito de datos.',
      loading: 'Cargando el caso…',
      fields: {
        followDate: 'Fecha de seguimiento',
        method: 'Método',
        specimenId: 'Resultado de patología',
        result: 'Resultado',
        category: 'Categoría',
        follower: 'Responsable',
        nextDate: 'Próximo seguimiento',
        remarks: 'Observaciones',
      },
      specimenHelp: 'Un resultado de patología definitivo del mismo paciente; al elegirlo se rellena el resultado',
      specimenOption: '{{no}} · {{diagnosis}}',
      specimenNone: 'Sin resultado de patología',
      specimenEmpty: 'El paciente no tiene ningún resultado de patología definitivo',
      specimenLoading: 'Cargando resultados de patología…',
      linkedSpecimen: 'Patología {{no}}',
      futureDate: 'La fecha de seguimiento no puede ser futura',
      nextNotAfter: 'El próximo seguimiento debe ser posterior a la fecha de seguimiento',
      case: {
        label: 'El caso',
        patient: 'Paciente',
        exam: 'Examen',
        examTime: 'Hora del examen',
        reportPhysician: 'Informado por',
        reason: 'Motivo del seguimiento',
        reasons: { positive: 'Informe positivo', manual: 'Elegido por un médico' },
        category: 'Última categoría',
        nextDate: 'Próximo seguimiento',
        closedBy: 'Terminado por {{by}} el {{at}}',
        impression: 'Impresión',
        findings: 'Hallazgos',
        images: 'Imágenes',
        imagesTitle: 'Imágenes de {{exam}}',
        closeImages: 'Cerrar las imágenes',
        imagesLoading: 'Cargando el visor de imágenes…',
        imagesFailed: 'No se pudo cargar el visor de imágenes',
        close: 'Terminar el seguimiento',
        closeTitle: 'Terminar el seguimiento',
        closeConfirm: '¿Terminar el seguimiento de {{exam}}? Sus registros no podrán cambiarse hasta que se reabra.',
        cancel: 'Cancelar',
        reopen: 'Reabrir el seguimiento',
        closed: 'Seguimiento terminado',
        reopened: 'Seguimiento reabierto',
        readOnly: 'El seguimiento de este caso ha terminado; reábralo para añadir o cambiar registros.',
      },
    },
  },
}

export default messages
