import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    related: {
      tabs: {
        label: 'Estudios relacionados y pacientes duplicados',
        link: 'Relacionar estudios',
        merge: 'Fusionar pacientes',
      },
      fields: {
        reason: 'Motivo',
      },
    },
    relatedExams: {
      title: 'Buscar al paciente',
      name: 'Estudio',
      fields: {
        patientName: 'Paciente',
        patientId: 'ID de paciente',
        examNo: 'N.º de estudio',
        modality: 'Modalidad',
        examItem: 'Estudio solicitado',
        registerTime: 'Registrado',
        linkGroup: 'Grupo',
      },
      filters: {
        blurry: 'Nombre, pinyin, n.º de estudio, de paciente o de solicitud',
        registerTime: 'Registrado',
        modality: 'Modalidad',
      },
    },
    patientExams: {
      title: 'Estudios del paciente',
      name: 'Estudio',
      heading: 'Estudios de {{name}} ({{patientId}})',
      choose: 'Elija un estudio de la lista (clic o Intro) para ver todos los estudios de su paciente y relacionarlos.',
      fields: {
        examNo: 'N.º de estudio',
        modality: 'Modalidad',
        examItem: 'Estudio solicitado',
        registerTime: 'Registrado',
        status: 'Estado',
        linkGroup: 'Grupo',
      },
      link: 'Relacionar selección ({{count}})',
      linkTitle: 'Relacionar {{count}} estudios de {{name}}',
      linked: 'Estudios relacionados en el grupo {{groupNo}}',
      unlink: 'Deshacer el grupo {{groupNo}} ({{name}})',
      unlinkTitle: 'Deshacer el grupo {{groupNo}}',
      unlinked: 'Grupo {{groupNo}} deshecho',
    },
    patientDuplicates: {
      title: 'Posibles pacientes duplicados',
      name: 'Posible duplicado',
      fields: {
        basis: 'Coincidencia',
        first: 'Registro 1',
        second: 'Registro 2',
        birth: 'Sexo · nacimiento',
        idCard: 'N.º de identidad',
        exams: 'Estudios',
        lastExamTime: 'Último registro',
        survivorId: 'Registro que se conserva',
        reason: 'Motivo de la fusión',
      },
      filters: {
        blurry: 'Nombre, pinyin, ID de paciente o n.º de identidad',
      },
      basis: {
        idCard: 'Mismo n.º de identidad',
        nameBirth: 'Mismo nombre, sexo y fecha de nacimiento',
      },
      merge: 'Fusionar {{name}}',
      mergeTitle: 'Fusionar los registros de {{name}}',
      compare: {
        caption: 'Los dos registros, uno al lado del otro',
        item: 'Dato',
        record: 'Registro {{n}}',
        patientId: 'ID de paciente',
        hisPatientId: 'ID en el HIS',
        name: 'Nombre',
        gender: 'Sexo',
        birthDate: 'Fecha de nacimiento',
        idCardNo: 'N.º de identidad',
        phone: 'Teléfono',
        exams: 'Estudios',
        loading: 'Cargando estudios…',
        noExams: 'Sin estudios',
        differs: 'distinto',
      },
      keep: 'Conservar {{name}} ({{patientId}})',
      hint: 'Los estudios del otro registro pasan al que se conserva; el otro registro se guarda, oculto en las búsquedas, y la fusión puede deshacerse.',
      merged: '{{merged}} fusionado en {{survivor}}',
    },
    patientMerges: {
      title: 'Historial de fusiones',
      name: 'Fusión',
      fields: {
        time: 'Fecha de fusión',
        survivor: 'Registro conservado',
        merged: 'Registro fusionado',
        examNos: 'Estudios movidos',
        reason: 'Motivo',
        operator: 'Por',
        state: 'Estado',
      },
      filters: {
        blurry: 'Nombre o ID de paciente',
      },
      active: 'Vigente',
      undone: 'Deshecha por {{operator}}, {{time}}',
      undo: 'Deshacer la fusión de {{name}}',
      undoTitle: 'Deshacer la fusión: separar {{merged}} de {{survivor}}',
      undoneDone: 'Fusión deshecha: {{merged}} vuelve a ser un registro propio',
    },
  },
}

export default messages
