import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    statistics: {
      title: 'Estadísticas de películas en la nube',
      filters: 'Periodo y tipo',
      from: 'Desde',
      to: 'Hasta',
      kind: 'Tipo',
      allKinds: 'Todos los enlaces',
      kinds: { film: 'Películas en la nube', report: 'Enlaces al informe' },
      search: 'Mostrar',
      badRange: 'El primer día es posterior al último.',
      tooLong: 'Elija 366 días como máximo.',
      loading: 'Contando…',
      failed: 'No se pudieron cargar las estadísticas: {{message}}',
      issued: 'Emitidos',
      viewed: 'Vistos',
      views: 'Visitas',
      viewedRate: 'Tasa de vista',
      noRate: '—',
      byDay: 'Por día',
      byModality: 'Por modalidad',
      day: 'Día',
      modality: 'Modalidad',
      total: 'Total',
      none: 'No se emitió ni se abrió ningún enlace en este periodo.',
      explain: 'Emitidos: enlaces creados en el periodo. Vistos: de ellos, los abiertos al menos una vez. Visitas: aperturas correctas en el periodo. Tasa de vista: vistos ÷ emitidos.',
    },
  },
}

export default messages
