import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    applyDept: {
      title: 'Servicios solicitantes',
      name: 'servicio solicitante',
      fields: {
        name: 'Servicio',
        hospitalId: 'Hospital',
        hospitalName: 'Hospital',
        physicianCount: 'Médicos',
        sort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Servicio',
        hospitalId: 'Hospital',
        enabled: 'Estado',
      },
      enabled: 'En uso',
      disabled: 'Fuera de uso',
    },
    applyPhysician: {
      title: 'Médicos',
      name: 'médico',
      choose: 'Elija un servicio a la izquierda para ver sus médicos.',
      fields: {
        name: 'Nombre',
        title: 'Categoría',
        sort: 'Orden',
        enabled: 'Estado',
      },
      filters: {
        blurry: 'Nombre o categoría',
      },
      titleHelp: 'Por ejemplo, jefe de servicio o médico adjunto',
    },
  },
}

export default messages
