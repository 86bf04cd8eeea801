import type { StatisticsKind, StatisticsMeasure } from '../../../core/contract/statistics'
import { shortcutRange } from '../../../core/resource/dateShortcuts'

/** What a statistics view asks the server: the period (days), one modality, one ordering hospital, and the grouping. */
export interface StatisticsFilters {
  from: string
  to: string
  modality?: string | undefined
  applyHospId?: string | undefined
  groupBy: string
}

/** The period a view opens on: this month so far. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const [from, to] = shortcutRange('thisMonth', now)
  return { from: from.slice(0, 10), to: to.slice(0, 10) }
}

/** The filters as the query string every summary, drill-down and export takes. */
export function statisticsQuery(filters: StatisticsFilters, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to, groupBy: filters.groupBy })
  if (filters.modality) params.set('modality', filters.modality)
  if (filters.applyHospId) params.set('applyHospId', filters.applyHospId)
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, String(value))
  return params.toString()
}

/** One figure a person opened: which summary, which group (`undefined` for the totals, `''` for the exams without a value), which measure. */
export interface DrillTarget {
  kind: StatisticsKind
  groupBy: string
  key: string | undefined
  /** What the group is called on screen. */
  groupLabel: string
  measure: StatisticsMeasure
  /** The figure, as the table shows it. */
  count: number
}

/** What a failed load says (the HTTP module's error carries the server's message). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The filters a view opens with: the view's parameters (`query="from=2025-05-01&to=2025-05-31&groupBy=modality"`, a
 * link from elsewhere), else this month grouped by `groupBy`. A grouping the view does not offer is ignored.
 */
export function initialFilters(params: Readonly<Record<string, string | undefined>>, groupings: readonly string[]): StatisticsFilters {
  const period = defaultPeriod()
  const from = params.from && DAY.test(params.from) ? params.from : period.from
  const to = params.to && DAY.test(params.to) ? params.to : period.to
  return {
    from,
    to,
    modality: params.modality || undefined,
    applyHospId: params.applyHospId || undefined,
    groupBy: params.groupBy && groupings.includes(params.groupBy) ? params.groupBy : groupings[0]!,
  }
}
