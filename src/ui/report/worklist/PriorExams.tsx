import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { OpenRegular } from '@fluentui/react-icons'
import type { PriorReportDto } from '../../../core/contract/report'
import { toMinute } from '../../../core/format/time'
import { http } from '../../../core/http/http'
import { reportHtmlToText } from '../../../core/report/sanitizeReportHtml'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { ReportStateTag } from './ReportStateTag'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  impression: { gridColumn: '2 / 4', color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { color: tokens.colorNeutralForeground3 },
})

/** Props of {@link PriorExams}. */
export interface PriorExamsProps {
  examineId: number
  /** Opens a prior exam (its report in the editor or the viewer). */
  onOpen?: (examineId: number) => void
}

/**
 * The patient's prior exams with a report (`GET api/reportInfo/once/list`), newest first: number, item, time, state and
 * the impression's first line; each opens with its button.
 *
 * @example
 * <PriorExams examineId={exam.id} onOpen={(id) => openExam({ id })} />
 */
export function PriorExams({ examineId, onOpen }: PriorExamsProps) {
  const styles = useStyles()
  const t = useT()
  const priors = useQuery(`api/reportInfo/once/list?examineId=${examineId}`, (key) => http.get<PriorReportDto[]>(key, undefined, { silent: true }))
  if (priors.data === undefined) return <Text className={styles.hint}>{priors.error ? t('reading.preview.failed') : t('reading.preview.loading')}</Text>
  if (priors.data.length === 0) return <Text className={styles.hint}>{t('reading.preview.noPriors')}</Text>
  return (
    <ul className={styles.list} data-priors>
      {priors.data.map((prior) => (
        <li key={prior.examineId} className={styles.item} data-prior={prior.examineId}>
          <Button
            size="small"
            appearance="subtle"
            icon={<OpenRegular />}
            disabled={!onOpen}
            aria-label={t('reading.preview.openPrior', { examNo: prior.examNo, examItem: prior.examItem })}
            onClick={() => onOpen?.(prior.examineId)}
          />
          <Text>
            {prior.examNo} · {prior.examItem} · {toMinute(prior.examTime)}
          </Text>
          <ReportStateTag exam={{ reportState: prior.state, status: '4' }} />
          <Text className={styles.impression}>{reportHtmlToText(prior.impression).split('\n')[0]}</Text>
        </li>
      ))}
    </ul>
  )
}
