import { makeStyles, tokens } from '@fluentui/react-components'
import type { SqlStatsPage } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'

const useStyles = makeStyles({
  totals: { margin: 0, fontSize: tokens.fontSizeBase400, fontVariantNumeric: 'tabular-nums' },
})

/**
 * The totals over every statement counted (statements, runs, milliseconds, since when), read with the list's
 * endpoint, so a reset or a refresh of `api/sql/stats` updates them too.
 */
export function SqlTotals() {
  const styles = useStyles()
  const t = useT()
  const { data } = useQuery<SqlStatsPage>('api/sql/stats?size=1', (key) => http.get<SqlStatsPage>(key, undefined, { silent: true }))
  if (!data) return null
  return (
    <p className={styles.totals} role="status" aria-label={t('sqlMonitor.totalsLabel')} data-testid="sql-totals">
      {t('sqlMonitor.totals', { ...data.totals })}
    </p>
  )
}
