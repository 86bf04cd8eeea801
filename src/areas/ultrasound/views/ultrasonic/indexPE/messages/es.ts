import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  ultrasound: {
    indexPE: {
      title: 'Ecografía de chequeo: informes normales',
      intro: 'Las ecografías de hoy de pacientes de chequeo médico, realizadas y aún sin informe. Cada una empieza con la plantilla de su prestación; revise el texto y confirme: el informe se guarda y se envía a validación, y se abre el siguiente examen.',
      loading: 'Cargando las ecografías de chequeo de hoy…',
      failed: 'No se pudieron cargar los exámenes: {{message}}',
      empty: 'Hoy no hay ecografías de chequeo esperando su informe.',
      drafts: 'Exámenes con un borrador de informe, que quedan para el editor de informes: {{count}}',
      progress: '{{done}} de {{total}} confirmados',
      skippedCount: 'Omitidos: {{count}}',
      list: 'Exámenes del lote',
      examLabel: '{{name}}, {{examNo}}, {{item}}: {{state}}',
      state: {
        pending: 'por confirmar',
        confirmed: 'confirmado',
        skipped: 'omitido',
      },
      template: {
        label: 'Plantilla de {{item}}',
        normal: '{{name}} (la plantilla normal de la prestación)',
        chosen: '{{name}} (elegida para esta prestación)',
        none: 'Ninguna plantilla normal corresponde a {{item}}: elija una en las plantillas y pulse Reemplazar.',
        edited: 'Texto editado: se guarda en este equipo hasta confirmarlo.',
        reset: 'Volver al texto de la plantilla',
        forget: 'Usar de nuevo la plantilla normal',
      },
      panel: 'Plantillas',
      panelHint: 'Insertar añade una plantilla al texto de este examen; Reemplazar la convierte en la plantilla de todos los exámenes «{{item}}», en este lote y los siguientes.',
      chosenFor: 'Plantilla de {{item}}: {{name}}.',
      blanks: 'Rellene los huecos (__) antes de confirmar: el primero está seleccionado.',
      empties: 'Los hallazgos y la impresión son obligatorios.',
      actions: {
        confirm: 'Confirmar y siguiente',
        skip: 'Omitir',
        previous: 'Anterior',
        reload: 'Buscar exámenes nuevos',
      },
      lockHeld: '{{name}} tiene este informe abierto desde {{since}}. Al confirmar se omite; queda para esa persona.',
      skipped: 'No confirmado: {{patient}} ({{examNo}}). {{message}}',
      confirmedAt: '{{patient}} confirmado a las {{time}}.',
      confirmedNote: 'Este informe se envió a validación.',
      allDone: 'Todos los exámenes del lote están atendidos: {{done}} confirmados, {{skipped}} omitidos.',
      readOnly: 'Puede ver estos exámenes, pero no escribir sus informes.',
      failedConfirm: 'No confirmado: {{message}} Su texto se conserva; inténtelo de nuevo.',
      shortcuts: {
        title: 'Atajos de teclado',
        enter: 'Confirmar y siguiente (fuera de los campos de texto, o en el botón Confirmar)',
        ctrlEnter: 'Confirmar y siguiente, desde cualquier lugar, también en el texto',
        next: 'Pasar al siguiente examen',
        previous: 'Examen anterior',
        template: 'Buscar en las plantillas',
      },
    },
  },
}

export default messages
