import type { DrillTarget } from '../../../shared/statisticsFilters'

/** What every panel of the quality view gets: its title and where an opened figure goes. */
export interface PanelProps {
  title: string
  onDrill: (target: DrillTarget) => void
}

/**
 * A share as a percentage with one decimal; a dash when there was nothing to divide.
 *
 * @example
 * formatRate(0.4567) // '45.7%'
 */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}
