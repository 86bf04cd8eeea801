import { Field, MessageBar, MessageBarBody, Select, Spinner, Text, useId } from '@fluentui/react-components'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ReportHistoryEntry } from '../../../core/contract'
import { toMinute } from '../../../core/format/time'
import { http } from '../../../core/http'
import { reportHtmlToText } from '../../../core/report/sanitizeReportHtml'
import { diffSides, diffText, type DiffPart } from '../../../core/text/diff'
import { useMessages } from '../../i18n/useMessages'
import { DiffText } from '../diff/DiffText'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { historyMessages } from './messages'
import { useRevisionHistoryStyles } from './RevisionHistory.styles'

/** Props of {@link RevisionHistory}. */
export interface RevisionHistoryProps {
  examineId: number
  /** Change it (a counter) after a save, submit or audit to load the history again. */
  refreshKey?: number
}

/** One side of a difference: the kept text plain, the changed text marked by decoration and a hidden word. */
function DiffSide({ parts, label }: { parts: readonly DiffPart[]; label: string }) {
  const styles = useRevisionHistoryStyles()
  const t = useT()
  return (
    <div>
      <Text as="p" className={styles.sideLabel}>
        {label}
      </Text>
      <DiffText parts={parts} deletedLabel={t('reportParts.history.deleted')} insertedLabel={t('reportParts.history.inserted')} />
    </div>
  )
}

/**
 * The revision history of an exam's report (`GET /api/reportInfoHistory/examineId/{id}`): a timeline of every
 * save, submit, audit, rejection, addendum, print, void and takeover with who, when and why, and a side-by-side
 * character difference of findings and impression between two chosen revisions (the last two at first). Deleted
 * text is struck through and inserted text underlined, each also named for screen readers; report HTML is shown as
 * text (sanitised and converted, never injected).
 *
 * @example
 * <RevisionHistory examineId={exam.id} refreshKey={savedCount} />
 */
export function RevisionHistory({ examineId, refreshKey }: RevisionHistoryProps) {
  useMessages(historyMessages)
  const t = useT()
  const styles = useRevisionHistoryStyles()
  const headingId = useId('revision-history')
  const key = `api/reportInfoHistory/examineId/${examineId}`
  const { data, loading, error, reload } = useQuery<ReportHistoryEntry[]>(key, (url) => http.get<ReportHistoryEntry[]>(url))
  const entries = useMemo(() => data ?? [], [data])

  const firstKey = useRef(refreshKey)
  useEffect(() => {
    if (refreshKey === firstKey.current) return
    firstKey.current = refreshKey
    void reload()
  }, [refreshKey, reload])

  // Chosen revisions by id; null: the last two.
  const [chosen, setChosen] = useState<{ from: number; to: number } | null>(null)
  const ids = entries.map((e) => e.id)
  const pick = chosen && ids.includes(chosen.from) && ids.includes(chosen.to) ? chosen
    : entries.length >= 2 ? { from: (entries[entries.length - 2] as ReportHistoryEntry).id, to: (entries[entries.length - 1] as ReportHistoryEntry).id }
    : null
  const from = pick ? entries.find((e) => e.id === pick.from) : undefined
  const to = pick ? entries.find((e) => e.id === pick.to) : undefined

  const diffs = useMemo(() => {
    if (!from || !to) return null
    const field = (name: 'findings' | 'impression') => diffSides(diffText(reportHtmlToText(from[name]), reportHtmlToText(to[name])))
    return { findings: field('findings'), impression: field('impression') }
  }, [from, to])

  const actionName = (entry: ReportHistoryEntry) => t(`reportParts.history.actions.${entry.action}`)
  const option = (entry: ReportHistoryEntry) =>
    t('reportParts.history.option', { version: entry.version, action: actionName(entry), operator: entry.operator, time: toMinute(entry.time) })

  let body
  if (error) {
    body = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('reportParts.history.loadFailed', { message: error instanceof Error ? error.message : String(error) })}</MessageBarBody>
      </MessageBar>
    )
  } else if (loading && !data) {
    body = <Spinner size="small" label={t('reportParts.history.loading')} />
  } else if (entries.length === 0) {
    body = <Text>{t('reportParts.history.empty')}</Text>
  } else {
    body = (
      <>
        <h4 className={styles.subheading}>{t('reportParts.history.timeline')}</h4>
        <ol className={styles.timeline}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry} data-version={entry.version}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.action}>{actionName(entry)}</span>
              <span className={styles.muted}>{t('reportParts.history.version', { version: entry.version })}</span>
              <span>{t('reportParts.history.by', { operator: entry.operator, time: toMinute(entry.time) })}</span>
              {entry.reason ? <span className={styles.reason}>{t('reportParts.history.reason', { reason: entry.reason })}</span> : null}
            </li>
          ))}
        </ol>
        <h4 className={styles.subheading}>{t('reportParts.history.compare')}</h4>
        {entries.length < 2 || !from || !to || !diffs ? (
          <Text>{t('reportParts.history.single')}</Text>
        ) : (
          <>
            <div className={styles.pickers}>
              <Field label={t('reportParts.history.from')} className={styles.picker}>
                <Select value={String(from.id)} onChange={(_e, d) => setChosen({ from: Number(d.value), to: to.id })}>
                  {entries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {option(entry)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('reportParts.history.to')} className={styles.picker}>
                <Select value={String(to.id)} onChange={(_e, d) => setChosen({ from: from.id, to: Number(d.value) })}>
                  {entries.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {option(entry)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Text className={styles.muted}>{t('reportParts.history.legend')}</Text>
            {(['findings', 'impression'] as const).map((name) => {
              const sides = diffs[name]
              const changed = sides.before.some((p) => p.op !== 'equal') || sides.after.some((p) => p.op !== 'equal')
              return (
                <section key={name} aria-label={t(`reportParts.history.${name}`)} data-field={name}>
                  <h5 className={styles.subheading}>
                    {t(`reportParts.history.${name}`)}
                    {changed ? null : <span className={styles.muted}> · {t('reportParts.history.noChange')}</span>}
                  </h5>
                  <div className={styles.sides}>
                    <DiffSide parts={sides.before} label={t('reportParts.history.before', { version: from.version, action: actionName(from) })} />
                    <DiffSide parts={sides.after} label={t('reportParts.history.after', { version: to.version, action: actionName(to) })} />
                  </div>
                </section>
              )
            })}
          </>
        )}
      </>
    )
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('reportParts.history.title')}
      </h3>
      {body}
    </section>
  )
}
