import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    bodyPart: {
      title: 'Regiones anatómicas',
      name: 'región anatómica',
      fields: {
        modality: 'Tipo de equipo',
        modalityId: 'Tipo de equipo',
        name: 'Región',
        fee: 'Tarifa (CNY)',
        minutes: 'Minutos',
        smallPartCount: 'Subregiones',
        sort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Región',
        modalityId: 'Tipo de equipo',
        enabled: 'Estado',
      },
      enabled: 'En uso',
      disabled: 'Fuera de uso',
      minutesHelp: 'Cuánto tiempo ocupa el estudio en el equipo (franjas de cita)',
    },
    bodyPartSmall: {
      title: 'Subregiones',
      name: 'subregión',
      choose: 'Elija una región a la izquierda para ver sus subregiones.',
      fields: {
        name: 'Subregión',
        sort: 'Orden',
        enabled: 'Estado',
      },
      filters: {
        blurry: 'Subregión',
      },
    },
  },
}

export default messages
