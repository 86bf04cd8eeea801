import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    worklist: {
      title: 'Lista de trabajo de registro',
      name: 'examen',
      fields: {
        examNo: 'N.º de examen',
        patientName: 'Paciente',
        gender: 'Sexo',
        age: 'Edad',
        patientType: 'Tipo de visita',
        modality: 'Modalidad',
        examItem: 'Prueba',
        applyDeptName: 'Servicio solicitante',
        registerTime: 'Registrado',
        status: 'Estado',
      },
      filters: {
        blurry: 'Nombre, pinyin, n.º de examen o ID del paciente',
        registerTime: 'Registrado',
        status: 'Estado',
        modality: 'Modalidad',
        deviceId: 'Equipo',
        applyDeptName: 'Servicio solicitante',
      },
    },
  },
}

export default messages
