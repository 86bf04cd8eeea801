import { makeStyles, Title3, tokens } from '@fluentui/react-components'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { cacheKeyResource } from './cache.resource'
import { CacheSummary } from './CacheSummary'
import { cacheMessages } from './messages'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
})

/**
 * The cache view (`mnt/cache/index`, 运维管理 › 缓存管理): which cache the contract server uses (in-process, or Redis
 * with `REDIS_URL`) with its memory, keys and hit rate, then its keys by pattern with type, time to live and size, each
 * value viewable and keys deletable (cache:del).
 */
export default function CacheView() {
  useMessages(cacheMessages)
  const styles = useStyles()
  const t = useT()
  const title = t('cache.title')
  return (
    <section className={styles.page} aria-label={title}>
      <Title3 as="h1" className={styles.heading}>{title}</Title3>
      <CacheSummary />
      <ResourcePage view={cacheKeyResource} level={2} />
    </section>
  )
}
