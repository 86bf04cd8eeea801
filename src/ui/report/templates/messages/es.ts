import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  templates: {
    tree: {
      label: 'Plantillas de informe',
      search: 'Buscar plantillas (nombre, iniciales pinyin, texto)',
      found: '{{count}} plantillas encontradas',
      noMatch: 'Ninguna plantilla coincide con «{{query}}»',
      loading: 'Cargando plantillas…',
      failed: 'No se pudieron cargar las plantillas',
    },
    scope: {
      public: 'Públicas',
      dept: 'Servicio',
      personal: 'Personales',
    },
    preview: {
      label: 'Vista previa',
      none: 'Elija una plantilla para verla aquí',
      findings: 'Hallazgos',
      impression: 'Impresión diagnóstica',
      recommendation: 'Recomendación',
      pickList: 'Una elección: la primera opción es la predeterminada',
    },
    actions: {
      insert: 'Insertar',
      replace: 'Reemplazar',
    },
    pick: {
      title: 'Elija las opciones de «{{name}}»',
      choice: 'Elección {{n}}',
      choiceAfter: 'Elección {{n}}: tras «{{context}}»',
      blank: '(nada)',
      previewOf: '{{field}} tal como se insertará',
      apply: 'Aplicar',
      cancel: 'Cancelar',
    },
    phrases: {
      label: 'Mis frases',
      addSelection: 'Añadir la selección',
      empty: 'Aún no hay frases: seleccione texto del informe y añádalo',
      added: 'Frase añadida',
      insert: 'Insertar frase: {{text}}',
      delete: 'Eliminar frase: {{text}}',
    },
  },
}

export default messages
