import type { CriticalLimitsDto } from '../../../core/contract'
import { http } from '../../../core/http'
import { DEFAULT_CRITICAL_LIMIT_MINUTES, DEFAULT_CRITICAL_LIMITS } from '../../../core/report/critical'
import { useQuery } from '../../query/useQuery'

/** The limits change only when the hospital edits its settings: one request per ten minutes at most. */
const LIMITS_STALE_MS = 10 * 60_000

/**
 * The critical-value notification limit of a modality in minutes, from `GET api/critical/limits` (loaded once and
 * shared through the query cache); until it answers, or on a backend without the call, the defaults (US and ECG 10,
 * others 15).
 *
 * @example
 * const limitMinutes = useCriticalLimit('US') // 10
 */
export function useCriticalLimit(modality: string): number {
  const { data } = useQuery<CriticalLimitsDto>('api/critical/limits', (key) => http.get<CriticalLimitsDto>(key), { staleMs: LIMITS_STALE_MS })
  const code = modality.toUpperCase()
  if (data) return data.byModality[code] ?? data.defaultMinutes
  return DEFAULT_CRITICAL_LIMITS[code] ?? DEFAULT_CRITICAL_LIMIT_MINUTES
}
