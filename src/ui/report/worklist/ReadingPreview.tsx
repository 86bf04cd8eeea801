import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { useEffect } from 'react'
import type { ExamDto } from '../../../core/contract'
import type { ReportViewDto } from '../../../core/contract/report'
import { http } from '../../../core/http/http'
import { reloadOnExamEvents } from '../../../core/http/eventStream'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { ReportHtml } from '../ReportHtml'
import { PriorExams } from './PriorExams'
import { ReportStateTag } from './ReportStateTag'

const useStyles = makeStyles({
  pane: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, minHeight: '200px',
  },
  heading: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  section: { margin: 0, fontSize: tokens.fontSizeBase300 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  text: { lineHeight: tokens.lineHeightBase400, '& p': { margin: 0 } },
  hint: { color: tokens.colorNeutralForeground3 },
})

/** Props of {@link ReadingPreview}. */
export interface ReadingPreviewProps {
  /** The exam chosen in the list, or null. */
  exam: ExamDto | null
  /** Opens one of the patient's prior exams. */
  onOpenPrior?: (examineId: number) => void
}

/**
 * The reading worklist's preview pane (WLJS: 检查方法 / 所见 / 诊断 and the history exams): the chosen exam's check
 * method, findings and impression as its report page has them (`GET api/reportInfo/view`; drafts only for those who
 * may write them), the report HTML sanitised before it is built, and the patient's prior exams, each openable. Follows
 * report changes from the event stream.
 *
 * @example
 * <ReadingPreview exam={context.current} onOpenPrior={(id) => openExam({ id })} />
 */
export function ReadingPreview({ exam, onOpenPrior }: ReadingPreviewProps) {
  const styles = useStyles()
  const t = useT()
  useEffect(() => reloadOnExamEvents(['api/reportInfo/view']), [])
  const view = useQuery(exam ? `api/reportInfo/view?examineId=${exam.id}` : null, (key) => http.get<ReportViewDto>(key, undefined, { silent: true }))
  if (!exam) {
    return (
      <section className={styles.pane} aria-label={t('reading.preview.label')}>
        <Text className={styles.hint}>{t('reading.preview.choose')}</Text>
      </section>
    )
  }
  const report = view.data?.exam.id === exam.id ? view.data.report : undefined
  return (
    <section className={styles.pane} aria-label={t('reading.preview.label')} data-preview={exam.id}>
      <Subtitle2 as="h2" className={styles.heading}>
        {exam.patientName} · {exam.examNo}
        <ReportStateTag exam={exam} />
      </Subtitle2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('reading.preview.examItem')}</dt>
        <dd className={styles.value}>{exam.examItem}</dd>
        <dt className={styles.term}>{t('reading.preview.checkMethod')}</dt>
        <dd className={styles.value}>{exam.checkMethod ?? ''}</dd>
      </dl>
      {report === undefined ? (
        <Text className={styles.hint} role="status">
          {view.error ? t('reading.preview.failed') : t('reading.preview.loading')}
        </Text>
      ) : report === null ? (
        <Text className={styles.hint}>{t('reading.preview.noReport')}</Text>
      ) : (
        <>
          <h3 className={styles.section}>{t('reading.preview.findings')}</h3>
          <ReportHtml html={report.findings} className={styles.text} />
          <h3 className={styles.section}>{t('reading.preview.impression')}</h3>
          <ReportHtml html={report.impression} className={styles.text} />
        </>
      )}
      <h3 className={styles.section}>{t('reading.preview.priors')}</h3>
      <PriorExams examineId={exam.id} {...(onOpenPrior ? { onOpen: onOpenPrior } : {})} />
    </section>
  )
}
