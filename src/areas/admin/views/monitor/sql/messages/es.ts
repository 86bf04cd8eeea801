import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    sqlStat: {
      title: 'Monitor SQL',
      name: 'sentencia',
      fields: {
        sql: 'Sentencia',
        count: 'Ejecuciones',
        totalMs: 'Total ms',
        avgMs: 'Media ms',
        maxMs: 'Más lenta ms',
        lastRun: 'Última ejecución',
      },
      filters: {
        blurry: 'La sentencia contiene',
      },
    },
  },
  sqlMonitor: {
    lead: 'Las sentencias SQL del propio servidor de contrato: cuántas veces se ejecutó cada una y cuánto tardó, la más lenta primero.',
    totals: 'Desde {{since}}: {{statements}} sentencias, {{runs}} ejecuciones, {{totalMs}} ms en total',
    totalsLabel: 'Totales',
    reset: 'Reiniciar estadísticas',
    resetTitle: 'Reiniciar las estadísticas SQL',
    resetMessage: '¿Volver a contar todas las sentencias desde ahora?',
    resetDone: 'Las estadísticas SQL empiezan de nuevo',
    ok: 'Reiniciar',
    cancel: 'Cancelar',
    detail: 'Sentencia',
    detailEmpty: 'Elija una sentencia de la lista para leerla entera aquí.',
    ms: '{{value}} ms',
  },
}

export default messages
