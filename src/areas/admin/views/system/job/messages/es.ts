import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    job: {
      title: 'Puestos',
      name: 'puesto',
      fields: {
        name: 'Nombre',
        jobSort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        name: 'Nombre',
        enabled: 'Estado',
        createTime: 'Creado',
      },
    },
  },
}

export default messages
