import { makeStyles, tokens, ToolbarButton } from '@fluentui/react-components'
import { ArrowResetRegular } from '@fluentui/react-icons'
import type { SqlStatDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  sql: {
    margin: 0, padding: tokens.spacingHorizontalM, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium,
  },
  figures: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
})

/** The chosen statement whole, with its figures (the detail beside the list). */
export function SqlDetail({ context }: { context: ResourceContext<SqlStatDto> }) {
  const styles = useStyles()
  const t = useT()
  const row = context.current
  if (!row) return <p className={styles.hint}>{t('sqlMonitor.detailEmpty')}</p>
  const figures: [string, string][] = [
    [t('resources.sqlStat.fields.count'), String(row.count)],
    [t('resources.sqlStat.fields.totalMs'), t('sqlMonitor.ms', { value: row.totalMs })],
    [t('resources.sqlStat.fields.avgMs'), t('sqlMonitor.ms', { value: row.avgMs })],
    [t('resources.sqlStat.fields.maxMs'), t('sqlMonitor.ms', { value: row.maxMs })],
    [t('resources.sqlStat.fields.lastRun'), row.lastRun],
  ]
  return (
    <section className={styles.detail} aria-label={t('sqlMonitor.detail')} data-testid="sql-detail">
      <h2 className={styles.heading}>{t('sqlMonitor.detail')}</h2>
      <pre className={styles.sql}>{row.sql}</pre>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => [
          <dt key={`${label}-t`} className={styles.term}>{label}</dt>,
          <dd key={`${label}-d`} className={styles.value}>{value}</dd>,
        ])}
      </dl>
    </section>
  )
}

function ResetButton() {
  const t = useT()
  const reset = async () => {
    const yes = await confirm({ title: t('sqlMonitor.resetTitle'), message: t('sqlMonitor.resetMessage'), confirmText: t('sqlMonitor.ok'), cancelText: t('sqlMonitor.cancel') })
    if (!yes) return
    await http.del('api/sql/stats')
    invalidate(['api/sql/stats'])
    notify({ intent: 'success', message: t('sqlMonitor.resetDone'), duration: 2500 })
  }
  return (
    <ToolbarButton icon={<ArrowResetRegular />} onClick={() => void reset()}>
      {t('sqlMonitor.reset')}
    </ToolbarButton>
  )
}

/** The toolbar's reset: after a confirmation, the server counts every statement again from zero. */
export function resetButton() {
  return <ResetButton />
}
