import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    deviceType: {
      title: 'Tipos de equipo',
      name: 'tipo de equipo',
      fields: {
        code: 'Código de modalidad',
        name: 'Nombre',
        dept: 'Departamento',
        deviceCount: 'Equipos',
        sort: 'Orden',
        enabled: 'Estado',
        description: 'Descripción',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Código o nombre',
        deptId: 'Departamento',
        enabled: 'Estado',
      },
      enabled: 'En uso',
      disabled: 'Fuera de uso',
      codeHelp: 'La modalidad DICOM: CT, MR, DR, MG, US, ECG, ES…',
      codeFormat: 'De 2 a 10 letras o cifras, empezando por una letra',
    },
  },
}

export default messages
