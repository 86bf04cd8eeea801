import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    dept: {
      title: 'Departamentos',
      name: 'departamento',
      fields: {
        name: 'Nombre',
        deptSort: 'Orden',
        enabled: 'Estado',
        createTime: 'Creado',
        isTop: 'Nivel superior',
        pid: 'Departamento superior',
      },
      filters: {
        name: 'Nombre',
        enabled: 'Estado',
      },
      yes: 'Sí',
      no: 'No',
      addUnder: 'Añadir un departamento bajo {{name}}',
    },
  },
}

export default messages
