import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    reportTemplate: {
      title: 'Plantillas de informe',
      name: 'plantilla',
      fields: {
        name: 'Nombre',
        folder: 'Carpeta',
        parentId: 'Carpeta',
        scope: 'Ámbito',
        modality: 'Modalidad',
        bodyPart: 'Región',
        updateTime: 'Modificada',
        findings: 'Hallazgos',
        impression: 'Impresión diagnóstica',
        recommendation: 'Recomendación',
      },
      filters: {
        blurry: 'Nombre, iniciales o texto',
        scope: 'Ámbito',
        modality: 'Modalidad',
      },
      scopes: {
        public: 'Pública',
        dept: 'Servicio',
        personal: 'Personal',
      },
      anyModality: 'Cualquiera',
      topLevel: '(nivel superior del ámbito)',
      rowEdit: 'Editar {{name}}',
      exportSelected: 'Exportar JSON',
      exported: 'Guardado {{file}}',
    },
  },
  diagnosis: {
    templateEdit: {
      titleNew: 'Nueva plantilla de informe',
      titleEdit: 'Editar la plantilla «{{name}}»',
      back: 'Volver a la lista',
      save: 'Guardar',
      saved: 'Plantilla guardada',
      preview: 'Como la ofrece el editor de informes',
      pickLists: '{{count}} listas de opciones; escriba {{example}} en un texto para ofrecer una elección (la primera opción es la predeterminada).',
      loading: 'Cargando la plantilla…',
      readOnly: 'Puede leer esta plantilla, pero no modificarla.',
    },
    treeTemplate: {
      title: 'Árbol de plantillas',
      toolbar: 'Acciones del árbol de plantillas',
      addFolder: 'Nueva carpeta',
      addTemplate: 'Nueva plantilla',
      rename: 'Cambiar nombre',
      edit: 'Editar textos',
      delete: 'Eliminar',
      moveUp: 'Subir (Alt+↑)',
      moveDown: 'Bajar (Alt+↓)',
      moveInto: 'A la carpeta de arriba (Alt+→)',
      moveOut: 'Fuera de su carpeta (Alt+←)',
      import: 'Importar JSON',
      export: 'Exportar JSON',
      imported: '{{count}} nodos importados',
      badFile: 'Este archivo no es un árbol de plantillas exportado',
      exported: 'Guardado {{file}}',
      moved: '«{{name}}» movida',
      added: '«{{name}}» añadida',
      renamed: 'Renombrada como «{{name}}»',
      deleted: '«{{name}}» eliminada',
      confirmTitle: 'Eliminar',
      confirmDelete: '¿Eliminar «{{name}}»?',
      confirm: 'Eliminar',
      cancel: 'Cancelar',
      nameLabel: 'Nombre',
      ok: 'Aceptar',
      nameRequired: 'Escriba un nombre de 1 a 60 caracteres',
      keyboard: 'Arrastre un nodo sobre una carpeta o entre filas para moverlo; con el teclado, Alt+↑ y Alt+↓ lo mueven entre sus vecinos, Alt+→ a la carpeta de arriba y Alt+← fuera de su carpeta.',
    },
  },
}

export default messages
