import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    checkMethod: {
      title: 'Métodos de exploración',
      name: 'método de exploración',
      fields: {
        modality: 'Tipo de equipo',
        modalityId: 'Tipo de equipo',
        name: 'Método',
        feeExtra: 'Recargo (CNY)',
        sort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Método',
        modalityId: 'Tipo de equipo',
        enabled: 'Estado',
      },
      enabled: 'En uso',
      disabled: 'Fuera de uso',
      feeExtraHelp: 'Se suma a la tarifa de la región al registrar (un estudio con contraste cuesta más)',
    },
  },
}

export default messages
