import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  gallery: {
    icons: {
      title: "Iconos",
      search: "Buscar iconos",
      count: "{{count}} iconos",
      none: "Ningún icono coincide con «{{query}}».",
      page: "Página {{page}} de {{pages}}",
      previous: "Página anterior",
      next: "Página siguiente",
      copied: "{{name}} copiado",
      copyFailed: "No se pudo copiar; el nombre es {{name}}",
      loading: "Cargando iconos…",
      hint: "Los iconos se cargan por páginas; elija uno para copiar su nombre.",
    },
    editor: {
      title: "Texto enriquecido",
      label: "Texto enriquecido",
      output: "Salida HTML (saneada)",
      preview: "Vista previa",
      source: "HTML",
      sample: "<h2>Pase de planta</h2><p>La sala de TC 2 está <strong>de nuevo en servicio</strong>.</p><ul><li>Contraste revisado</li><li>Próximo control el viernes</li></ul>",
    },
    markdown: {
      title: "Markdown",
      label: "Markdown",
      preview: "Vista previa (saneada)",
      sample: "## Notas de la plantilla\n\n- Primero los **hallazgos**, luego la *impresión*\n- Un hallazgo por línea\n\n1. Comparar con el estudio previo\n2. Indicar el tamaño en mm\n\n<script>alert(1)</script>",
    },
    yaml: {
      title: "Editor YAML",
      label: "YAML",
      valid: "YAML válido: {{count}} claves de primer nivel.",
      invalid: "Línea {{line}}, columna {{column}}: {{message}}",
      empty: "Documento vacío.",
      parsed: "Valor interpretado",
      sample: "hospital:\n  name: Hospital de demostración\n  departments:\n    - CT\n    - MR\nreportQrCode: true\n",
    },
    echarts: {
      title: "Gráficos",
      loading: "Cargando gráficos…",
      line: "Exploraciones por día",
      bar: "Exploraciones por modalidad",
      donut: "Informes por estado",
      gauge: "Informes firmados a tiempo",
      mon: "Lun",
      tue: "Mar",
      wed: "Mié",
      thu: "Jue",
      fri: "Vie",
      exams: "Exploraciones",
      draft: "Borrador",
      signed: "Firmado",
      audited: "Validado",
      percent: "{{value}}%",
    },
  },
}

export default messages
