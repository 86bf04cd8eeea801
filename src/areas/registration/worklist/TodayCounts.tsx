import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import type { TodayCounts as Counts } from '../../../core/contract/exam'
import { http } from '../../../core/http/http'
import { useT } from '../../../ui/i18n/useT'
import { useQuery } from '../../../ui/query/useQuery'

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginInlineStart: tokens.spacingHorizontalM },
  label: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
})

/**
 * The desk's day beside a worklist's buttons: exams registered today in the user's data scope — all, waiting, in the
 * rooms, examined, reported (`GET api/exams/today`). Exam events reload it with the list (the `api/exams` queries).
 */
export function TodayCounts() {
  const t = useT()
  const styles = useStyles()
  const counts = useQuery('api/exams/today', (key) => http.get<Counts>(key, undefined, { silent: true }), { staleMs: 10_000 }).data
  if (!counts) return null
  const parts = ['registered', 'waiting', 'inRoom', 'examined', 'reported'] as const
  return (
    <span className={styles.root} role="status" aria-label={`${t('registration.worklist.today.label')}: ${parts.map((part) => t(`registration.worklist.today.${part}`, { count: counts[part] })).join(', ')}`}>
      <span className={styles.label}>{t('registration.worklist.today.label')}</span>
      {parts.map((part) => (
        <Badge key={part} appearance={part === 'registered' ? 'filled' : 'tint'} color={part === 'registered' ? 'brand' : 'informative'} data-count={part}>
          {t(`registration.worklist.today.${part}`, { count: counts[part] })}
        </Badge>
      ))}
    </span>
  )
}
