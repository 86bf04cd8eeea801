import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** What both collection lists call their rows, columns and filters. */
const caseWords = {
  name: 'caso',
  fields: {
    examItem: 'Exploración',
    modality: 'Modalidad',
    bodyPart: 'Región',
    patient: 'Paciente',
    genderAge: 'Sexo / edad',
    examDate: 'Fecha',
    tags: 'Etiquetas',
    note: 'Nota docente',
    impression: 'Impresión',
    findings: 'Hallazgos',
    folderName: 'Carpeta',
    deptName: 'Servicio',
    addedBy: 'Guardado por',
    addedAt: 'Guardado',
  },
  filters: {
    blurry: 'Exploración, etiqueta, nota o texto del informe',
    tag: 'Etiqueta',
  },
}

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    collectedCase: {
      title: 'Casos guardados',
      withheld: 'Oculto (otro servicio)',
      age: { Y: '{{n}} a', M: '{{n}} m', W: '{{n}} sem', D: '{{n}} d' },
      folders: 'Carpetas',
      allFolders: 'Todas las carpetas',
      folderSearch: 'Buscar carpeta',
      newFolder: 'Carpeta nueva',
      newFolderTitle: 'Carpeta nueva',
      folderName: 'Nombre',
      underChosen: 'Dentro de «{{folder}}»',
      deleteFolder: 'Eliminar la carpeta «{{folder}}»',
      deleteFolderConfirm: '¿Eliminar la carpeta vacía «{{folder}}»?',
      folderDeleted: 'Carpeta «{{folder}}» eliminada',
      folderMade: 'Carpeta «{{folder}}» creada',
      openReport: 'Abrir el informe de {{name}}',
      openImages: 'Abrir las imágenes de {{name}}',
      details: 'Detalles de {{name}}',
      move: 'Mover {{name}}',
      share: 'Compartir {{name}} en una carpeta pública',
      moveTitle: 'Mover a otra carpeta',
      shareTitle: 'Compartir en una carpeta pública',
      target: 'Carpeta',
      moved: 'Movido a «{{folder}}»',
      shared: 'Compartido en «{{folder}}»',
      noTarget: 'No hay carpeta a la que moverlo',
      close: 'Cerrar',
      detailTitle: 'Caso: {{name}}',
      anonymizedNote: 'Este caso está en una carpeta pública de otro servicio: no se muestra el paciente, y el informe y las imágenes solo se abren allí.',
      none: '—',
      cancel: 'Cancelar',
      confirm: 'Aceptar',
      failed: 'Error: {{message}}',
    },
    personalCase: { title: 'Mi colección', ...caseWords },
    publicCase: { title: 'Colección pública', ...caseWords },
  },
}

export default messages
