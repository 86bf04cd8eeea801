import { Spinner } from '@fluentui/react-components'
import type { SyntheticEvent } from 'react'
import { reportHtmlToText } from '../../core/report/sanitizeReportHtml'
import { useT } from '../../ui/i18n/useT'
import type { Access } from './access'
import { toMinute } from './format'
import { useReportViewerStyles } from './ReportViewer.styles'
import { useRevisionHistory } from './useRevisionHistory'

/** Props of {@link RevisionHistory}. */
export interface RevisionHistoryProps {
  access: Access
  examineId: number
  version: number
}

/**
 * The report's revision history as a disclosure (loaded when first opened): one entry per save, submit, audit,
 * rejection, addendum, print or voiding, with operator, time, reason and the text as it stood. Not printed.
 *
 * @example
 * <RevisionHistory access={access} examineId={exam.id} version={report.version} />
 */
export function RevisionHistory({ access, examineId, version }: RevisionHistoryProps) {
  const styles = useReportViewerStyles()
  const t = useT()
  const { state, open } = useRevisionHistory(access, examineId, version)
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) open()
  }
  return (
    <details className={styles.history} onToggle={onToggle} data-section="history">
      <summary className={styles.summary}>{t('reportViewer.history.titleVersion', { version })}</summary>
      {state.status === 'loading' ? <Spinner size="tiny" label={t('reportViewer.history.loading')} /> : null}
      {state.status === 'failed' ? <p role="alert">{t('reportViewer.history.failed', { message: state.message })}</p> : null}
      {state.status === 'ready' && state.entries.length === 0 ? <p>{t('reportViewer.history.empty')}</p> : null}
      {state.status === 'ready' && state.entries.length > 0 ? (
        <ol className={styles.timeline}>
          {state.entries.map((entry) => (
            <li key={entry.id} data-action={entry.action}>
              <span>
                {t('reportViewer.history.entry', {
                  version: entry.version,
                  action: t(`reportViewer.history.${entry.action}`, { defaultValue: entry.action }),
                  operator: entry.operator,
                  time: toMinute(entry.time),
                })}
              </span>
              {entry.reason ? <p className={styles.revisionText}>{t('reportViewer.history.reason', { reason: entry.reason })}</p> : null}
              {entry.findings || entry.impression ? (
                <p className={styles.revisionText}>
                  {t('reportViewer.section.findings')}: {reportHtmlToText(entry.findings)}
                  <br />
                  {t('reportViewer.section.impression')}: {reportHtmlToText(entry.impression)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </details>
  )
}
