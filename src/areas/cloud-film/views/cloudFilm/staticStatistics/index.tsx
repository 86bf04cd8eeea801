import {
  Button, Dropdown, Field, Input, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, MessageBar, MessageBarBody, Option, Spinner, Title3,
  tokens,
} from '@fluentui/react-components'
import { CalendarRegular } from '@fluentui/react-icons'
import { type FormEvent, useState } from 'react'
import type { ShareLinkKind, ShareStatsDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { dateShortcuts, shortcutRange } from '../../../../../core/resource/dateShortcuts'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { kitMessages } from '../../../../../ui/messages'
import { useQuery } from '../../../../../ui/query/useQuery'
import { statisticsMessages } from './messages'
import { StatsTable } from './StatsTable'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  range: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  explain: { margin: 0, color: tokens.colorNeutralForeground2 },
  tables: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
})

/** The statistics' query: days and, optionally, one kind of link. */
interface Period {
  from: string
  to: string
  kind: ShareLinkKind | ''
}

const dayOf = (time: string) => time.slice(0, 10)
const DAY_MS = 86_400_000
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1

function initialPeriod(): Period {
  const [from, to] = shortcutRange('last30Days')
  return { from: dayOf(from), to: dayOf(to), kind: '' }
}

/** Why a period cannot be asked (a message key), or null. */
function periodProblem(period: Period): string | null {
  if (!period.from || !period.to) return null
  if (period.from > period.to) return 'cloudFilm.statistics.badRange'
  if (daysIn(period.from, period.to) > 366) return 'cloudFilm.statistics.tooLong'
  return null
}

/**
 * Cloud-film statistics (`cloudFilm/staticStatistics`): for a period (with the kit's quick ranges) and optionally one
 * kind of link, how many links were issued, how many of them were viewed, how many views there were and the viewed
 * rate — as accessible tables by day and by modality, each with its totals row (`GET api/shareLinks/statistics`).
 */
export default function CloudFilmStatisticsView() {
  useMessages(kitMessages)
  useMessages(statisticsMessages)
  const t = useT()
  const styles = useStyles()
  const [draft, setDraft] = useState<Period>(initialPeriod)
  const [applied, setApplied] = useState<Period>(draft)
  const [problem, setProblem] = useState<string | null>(null)
  const query = new URLSearchParams({ from: applied.from, to: applied.to, ...(applied.kind ? { kind: applied.kind } : {}) })
  const stats = useQuery(`api/shareLinks/statistics?${query.toString()}`, (key) => http.get<ShareStatsDto>(key, undefined, { quietStatuses: [400] }))

  const apply = (next: Period) => {
    const why = periodProblem(next)
    setProblem(why)
    if (!why && next.from && next.to) setApplied(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }
  const kindLabel = (kind: ShareLinkKind | '') => (kind ? t(`cloudFilm.statistics.kinds.${kind}`) : t('cloudFilm.statistics.allKinds'))
  const data = stats.data

  return (
    <section className={styles.page} aria-labelledby="clinic-cloud-film-statistics-title">
      <Title3 as="h1" id="clinic-cloud-film-statistics-title" className={styles.heading}>{t('cloudFilm.statistics.title')}</Title3>
      <form role="search" aria-label={t('cloudFilm.statistics.filters')} className={styles.filters} onSubmit={submit}>
        <div className={styles.range}>
          <Field label={t('cloudFilm.statistics.from')}>
            <Input type="date" required value={draft.from} onChange={(_e, d) => setDraft({ ...draft, from: d.value })} />
          </Field>
          <Field label={t('cloudFilm.statistics.to')}>
            <Input type="date" required value={draft.to} onChange={(_e, d) => setDraft({ ...draft, to: d.value })} />
          </Field>
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button icon={<CalendarRegular />} aria-label={t('kit.search.shortcuts')} />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {dateShortcuts.map((shortcut) => (
                  <MenuItem key={shortcut} onClick={() => {
                    const [from, to] = shortcutRange(shortcut)
                    const next = { ...draft, from: dayOf(from), to: dayOf(to) }
                    setDraft(next)
                    apply(next)
                  }}>
                    {t(`kit.search.${shortcut}`)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        </div>
        <Field label={t('cloudFilm.statistics.kind')}>
          <Dropdown value={kindLabel(draft.kind)} selectedOptions={[draft.kind]} onOptionSelect={(_e, d) => setDraft({ ...draft, kind: (d.optionValue ?? '') as Period['kind'] })}>
            {(['', 'film', 'report'] as const).map((kind) => <Option key={kind} value={kind}>{kindLabel(kind)}</Option>)}
          </Dropdown>
        </Field>
        <Button type="submit" appearance="primary">{t('cloudFilm.statistics.search')}</Button>
      </form>
      {problem ? <MessageBar intent="warning" role="alert"><MessageBarBody>{t(problem)}</MessageBarBody></MessageBar> : null}
      {stats.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('cloudFilm.statistics.failed', { message: stats.error instanceof Error ? stats.error.message : String(stats.error) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!data ? (
        stats.error ? null : <Spinner size="small" label={t('cloudFilm.statistics.loading')} />
      ) : (
        <>
          <p className={styles.explain}>{t('cloudFilm.statistics.explain')}</p>
          {data.issued === 0 && data.views === 0 ? <p role="status">{t('cloudFilm.statistics.none')}</p> : null}
          <div className={styles.tables} aria-busy={stats.loading}>
            <StatsTable caption={t('cloudFilm.statistics.byModality')} keyHeader={t('cloudFilm.statistics.modality')} rows={data.byModality} totals={data} name="modality" />
            <StatsTable caption={t('cloudFilm.statistics.byDay')} keyHeader={t('cloudFilm.statistics.day')} rows={data.byDay} totals={data} name="day" />
          </div>
        </>
      )}
    </section>
  )
}
