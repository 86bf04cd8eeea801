import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    hisOrders: {
      title: 'Solicitudes del HIS',
      name: 'Estudio solicitado',
      fields: {
        applyNo: 'N.º de solicitud',
        applyTime: 'Solicitada',
        patientName: 'Paciente',
        cardNo: 'N.º de tarjeta',
        patientType: 'Tipo de visita',
        visitNo: 'N.º de visita / cama',
        applyDeptName: 'Servicio solicitante',
        applyPhysician: 'Médico solicitante',
        examItem: 'Estudio',
        modality: 'Modalidad',
        fee: 'Importe',
        state: 'Registro',
      },
      filters: {
        blurry: 'Tarjeta, n.º ambulatorio, de ingreso o de solicitud, o nombre',
        applyTime: 'Solicitada',
        registered: 'Registro',
        modality: 'Modalidad',
      },
      registered: {
        false: 'Por registrar',
        true: 'Registrado',
      },
      urgent: 'Urgente',
      registerRow: 'Registrar {{name}}',
      registerSelected: 'Registrar selección ({{count}})',
      review: {
        title: 'Registrar solicitudes de {{name}} ({{count}} estudio(s))',
        onePatient: 'Los estudios elegidos son de {{count}} pacientes: registre un paciente cada vez.',
        birth: 'Sexo · nacimiento',
        idCard: 'Documento de identidad',
        lmp: 'FUM',
        diagnosis: 'Diagnóstico clínico',
        items: 'Estudios solicitados',
        device: 'Equipo',
        deviceOf: 'Equipo para {{item}}',
        anyDevice: 'Sin elegir',
        register: 'Registrar {{count}} estudio(s)',
        cancel: 'Cancelar',
      },
      tabs: {
        label: 'Registro desde el HIS',
        orders: 'Solicitudes del HIS',
        worklist: 'Lista de registro',
      },
      direct: {
        title: 'Registrar por número',
        number: 'N.º de tarjeta, ambulatorio, de ingreso o de solicitud',
        hint: 'Escanee o escriba el número y pulse Intro: se registran de una vez todas las solicitudes pendientes del paciente.',
        go: 'Registrar',
        looking: 'Buscando solicitudes…',
        none: 'No hay solicitudes por registrar para {{number}}.',
        several: '{{number}} corresponde a solicitudes de {{count}} pacientes: regístrelas desde la lista de solicitudes del HIS.',
        recent: 'Registrados en este puesto',
      },
    },
  },
}

export default messages
