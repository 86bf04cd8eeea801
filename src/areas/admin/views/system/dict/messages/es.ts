import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    dict: {
      title: 'Diccionarios',
      name: 'diccionario',
      fields: {
        name: 'Nombre',
        description: 'Descripción',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Nombre o descripción',
      },
    },
    dictDetail: {
      title: 'Entradas del diccionario',
      name: 'entrada',
      choose: 'Elija un diccionario a la izquierda para ver sus entradas.',
      fields: {
        label: 'Etiqueta',
        value: 'Valor',
        dictSort: 'Orden',
      },
      filters: {
        label: 'Etiqueta',
      },
    },
  },
}

export default messages
