import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    applyHospital: {
      title: 'Hospitales solicitantes',
      name: 'hospital solicitante',
      fields: {
        name: 'Nombre',
        code: 'Código',
        own: 'Este hospital',
        deptCount: 'Servicios',
        sort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Nombre o código',
        enabled: 'Estado',
      },
      enabled: 'En uso',
      disabled: 'Fuera de uso',
      ownHelp: 'El hospital que el mostrador de registro ofrece primero; marcar otro hospital traslada la marca a este',
    },
  },
}

export default messages
