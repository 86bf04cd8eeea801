import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  reportParts: {
    history: {
      title: 'Historial de revisiones',
      actions: {
        save: 'Guardado',
        submit: 'Enviado',
        audit: 'Aprobado',
        reject: 'Rechazado',
        addendum: 'Addendum',
        print: 'Impreso',
        void: 'Anulado',
        takeover: 'Asumido',
      },
      version: 'Versión {{version}}',
      by: '{{operator}} · {{time}}',
      reason: 'Motivo: {{reason}}',
      compare: 'Comparar revisiones',
      timeline: 'Cronología',
      to: 'Revisión posterior',
      option: 'v{{version}} · {{action}} · {{operator}} · {{time}}',
      findings: 'Hallazgos',
      impression: 'Impresión diagnóstica',
      inserted: 'insertado',
      deleted: 'eliminado',
      noChange: 'Sin cambios',
      empty: 'Aún no hay revisiones',
      loading: 'Cargando el historial de revisiones…',
      loadFailed: 'No se pudo cargar el historial de revisiones: {{message}}',
      single: 'Solo hay una revisión: nada que comparar',
      legend: 'El texto eliminado aparece tachado y el insertado, subrayado.',
      before: 'Anterior: versión {{version}} ({{action}})',
      after: 'Posterior: versión {{version}} ({{action}})',
      from: 'Revisión anterior',
    },
  },
}

export default messages
