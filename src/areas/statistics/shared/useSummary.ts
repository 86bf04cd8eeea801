import { http } from '../../../core/http/http'
import { useQuery } from '../../../ui/query/useQuery'
import { statisticsQuery, type StatisticsFilters } from './statisticsFilters'

/**
 * A statistics summary (`api/statistic/<kind>`) for the filters, reloaded when they change.
 *
 * @example
 * const { data } = useSummary<WorkloadDto>('workload', filters)
 */
export function useSummary<T>(kind: string, filters: StatisticsFilters) {
  return useQuery(`api/statistic/${kind}?${statisticsQuery(filters)}`, (key) => http.get<T>(key))
}
