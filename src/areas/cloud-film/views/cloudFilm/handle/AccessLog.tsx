import { makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components'
import type { ShareAccessDto, ShareLinkDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { ResourceContext, ResourceView } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
  scroll: { maxHeight: '60vh', overflow: 'auto' },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': { textAlign: 'start', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
    '& th': { position: 'sticky', top: 0, backgroundColor: tokens.colorNeutralBackground1, fontWeight: tokens.fontWeightSemibold },
  },
  agent: { maxWidth: '180px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  refused: { color: tokens.colorPaletteRedForeground1 },
})

function AccessLogPanel({ context }: { context: ResourceContext<ShareLinkDto> }) {
  const t = useT()
  const styles = useStyles()
  const link = context.current
  // The key carries the view count, so a link opened meanwhile shows its new entries once the list reloads.
  const key = link ? `api/shareLinks/${link.id}/access?views=${link.viewCount}` : null
  const log = useQuery(key, () => http.get<ShareAccessDto[]>(`api/shareLinks/${link!.id}/access`, undefined, { quietStatuses: [404] }))
  if (!link) return <p className={styles.hint}>{t('cloudFilm.handle.log.choose')}</p>
  const name = `${link.patientName} ${link.examNo}`
  return (
    <section className={styles.panel} aria-label={t('cloudFilm.handle.log.of', { name })}>
      <Subtitle2 as="h2" className={styles.heading}>{t('cloudFilm.handle.log.of', { name })}</Subtitle2>
      {log.error ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{t('cloudFilm.handle.log.failed', { message: log.error instanceof Error ? log.error.message : String(log.error) })}</MessageBarBody></MessageBar>
      ) : !log.data ? (
        <Spinner size="small" label={t('cloudFilm.handle.log.title')} />
      ) : log.data.length === 0 ? (
        <p>{t('cloudFilm.handle.log.empty')}</p>
      ) : (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('cloudFilm.handle.log.title')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cloudFilm.handle.log.time')}</th>
                <th scope="col">{t('cloudFilm.handle.log.outcome')}</th>
                <th scope="col">{t('cloudFilm.handle.log.ip')}</th>
                <th scope="col">{t('cloudFilm.handle.log.userAgent')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.time}</td>
                  <td className={entry.outcome === 'ok' ? undefined : styles.refused}>{t(`cloudFilm.handle.log.outcomes.${entry.outcome}`)}</td>
                  <td>{entry.ip}</td>
                  <td className={styles.agent} title={entry.userAgent}>{entry.userAgent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** The side panel of the link list: the access log of the chosen link, newest first (`GET api/shareLinks/{id}/access`). */
export const accessLogAside: NonNullable<ResourceView<ShareLinkDto>['aside']> = { position: 'end', component: AccessLogPanel }
