import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  codeConsole: {
    title: 'Consola de código',
    intro: 'Una sentencia SQL de solo lectura sobre la base de datos del servidor de contrato: SELECT, WITH, EXPLAIN o un PRAGMA de lectura. Aquí no se puede cambiar nada.',
    sql: 'Sentencia SQL',
    hint: 'Ctrl+Intro la ejecuta',
    limit: 'Límite de filas (máximo 1.000)',
    run: 'Ejecutar',
    running: 'Ejecutando…',
    refused: 'Rechazada: {{message}}',
    summary: '{{count}} filas en {{ms}} ms.',
    truncated: 'Solo se muestran las primeras {{limit}} filas.',
    results: 'Resultados de la consulta',
    history: 'Consultas recientes',
    nullValue: 'NULL',
  },
}

export default messages
