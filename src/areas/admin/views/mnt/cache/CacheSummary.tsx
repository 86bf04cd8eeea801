import { Button, Card, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { useId, type ReactNode } from 'react'
import type { CacheInfoDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { sizePhrase } from './format'

/** The setting that turns Redis on (an environment variable: the same in every language). */
const REDIS_SETTING = 'REDIS_URL=redis://127.0.0.1:6379/0'

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  definition: { margin: 0, overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace },
})

/**
 * Which cache the server uses and its figures: in-process or Redis (address and version), memory used, key count and
 * hit rate. Without Redis it says so and how to turn it on; with Redis unreachable it says that instead of figures.
 */
export function CacheSummary() {
  const styles = useStyles()
  const t = useT()
  const headingId = useId()
  const { data, error, loading, reload } = useQuery('api/cache', (url) => http.get<CacheInfoDto>(url, undefined, { silent: true }))
  const fact = (name: string, value: ReactNode) => (
    <div key={name} className={styles.fact} data-fact={name}>
      <dt className={styles.term}>{t(`cache.${name}`)}</dt>
      <dd className={styles.definition}>{value}</dd>
    </div>
  )
  const dash = t('cache.none')
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.subheading}>{t('cache.summary')}</h2>
        <Button size="small" appearance="subtle" icon={<ArrowClockwiseRegular />} aria-label={t('cache.refresh')} title={t('cache.refresh')} disabled={loading} onClick={() => void reload()} />
      </div>
      {data?.backend === 'memory' ? (
        <MessageBar intent="info" data-testid="redis-not-configured">
          <MessageBarBody>
            <MessageBarTitle>{t('cache.notConfiguredTitle')}</MessageBarTitle>
            {t('cache.notConfigured')} <code className={styles.code}>{REDIS_SETTING}</code>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {data && !data.available ? (
        <MessageBar intent="error" role="alert" data-testid="redis-unavailable">
          <MessageBarBody>
            <MessageBarTitle>{t('cache.unavailableTitle')}</MessageBarTitle>
            {data.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('cache.failed', { message: error instanceof Error ? error.message : String(error) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {loading && !data ? <Spinner size="small" label={t('cache.loading')} /> : null}
      {data ? (
        <dl className={styles.facts}>
          {fact('backend', t(data.backend === 'redis' ? 'cache.redis' : 'cache.memory'))}
          {data.backend === 'redis' ? fact('address', <span className={styles.code}>{data.address}</span>) : null}
          {data.backend === 'redis' ? fact('version', data.version ?? dash) : null}
          {fact('usedMemory', data.usedMemory === null ? dash : t(...sizePhrase(data.usedMemory)))}
          {fact('keys', data.keys === null ? dash : data.keys.toLocaleString())}
          {fact('hitRate', data.hitRate === null
            ? (data.hits === null ? dash : t('cache.noReads'))
            : t('cache.hitRateValue', { rate: (data.hitRate * 100).toFixed(1), hits: data.hits ?? 0, misses: data.misses ?? 0 }))}
        </dl>
      ) : null}
    </Card>
  )
}
