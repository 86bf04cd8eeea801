import { Badge, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import type { ExamDto } from '../../core/contract'
import type { OuterCredentials } from '../../core/report/outerSession'
import { useT } from '../../ui/i18n/useT'
import { useHisReportStyles } from './HisReport.styles'
import { ReportViewerTag } from './ReportViewerTag'
import { hasVisibleReport, type PatientRef, useOuterExams } from './useOuterExams'

/** Props of {@link PatientExams}. */
export interface PatientExamsProps {
  credentials: OuterCredentials
  patient: PatientRef
  /** An exam to open at once (from the link). */
  examineId?: string | undefined
}

/**
 * The external home page (`hisReportLogin`): the patient's exams as a table — exam no., item, modality, time,
 * status — each with a button that opens its report below the list once one can be shown.
 *
 * @example
 * <PatientExams credentials={credentials} patient={{ hisPatientId: 'H0001' }} />
 */
export function PatientExams({ credentials, patient, examineId }: PatientExamsProps) {
  const styles = useHisReportStyles()
  const t = useT()
  const exams = useOuterExams(credentials, patient)
  const [selected, setSelected] = useState<string | undefined>(examineId)
  const viewer = useRef<HTMLDivElement>(null)
  useEffect(() => setSelected(examineId), [examineId])

  if (exams.status === 'loading') return <Spinner size="small" label={t('hisReport.exams.loading')} />
  if (exams.status === 'failed') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('hisReport.exams.failed', { message: exams.message })}</MessageBarBody>
      </MessageBar>
    )
  }
  const first: ExamDto | undefined = exams.exams[0]
  const open = (exam: ExamDto): void => {
    setSelected(String(exam.id))
    requestAnimationFrame(() => viewer.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }))
  }
  return (
    <>
      <div className={styles.card}>
        {exams.exams.length === 0 ? (
          <p className={styles.muted}>{t('hisReport.exams.none')}</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.caption}>
              {first ? t('hisReport.exams.caption', { name: first.patientName, patientId: first.patientId }) : t('hisReport.exams.captionPlain')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('hisReport.exams.examNo')}</th>
                <th scope="col">{t('hisReport.exams.examItem')}</th>
                <th scope="col">{t('hisReport.exams.modality')}</th>
                <th scope="col">{t('hisReport.exams.examTime')}</th>
                <th scope="col">{t('hisReport.exams.status')}</th>
                <th scope="col">{t('hisReport.exams.report')}</th>
              </tr>
            </thead>
            <tbody>
              {exams.exams.map((exam) => (
                <tr key={exam.id} className={String(exam.id) === selected ? styles.selectedRow : undefined} data-exam={exam.id}>
                  <td>{exam.examNo}</td>
                  <td>{exam.examItem}</td>
                  <td>{exam.modality}</td>
                  <td>{(exam.examTime ?? exam.registerTime ?? '').slice(0, 16)}</td>
                  <td>
                    <Badge appearance="outline" color={exam.status === '4' || exam.status === '5' ? 'success' : exam.status === '7' ? 'informative' : 'brand'}>
                      {t(`hisReport.status.s${exam.status}`)}
                    </Badge>
                  </td>
                  <td>
                    {hasVisibleReport(exam) ? (
                      <Button
                        size="small"
                        appearance={String(exam.id) === selected ? 'primary' : 'secondary'}
                        aria-label={t('hisReport.exams.viewLabel', { examNo: exam.examNo })}
                        aria-pressed={String(exam.id) === selected}
                        onClick={() => open(exam)}
                      >
                        {t('hisReport.exams.view')}
                      </Button>
                    ) : (
                      <span className={styles.muted}>{t('hisReport.exams.notReady')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {selected ? (
        <div ref={viewer}>
          <ReportViewerTag examineId={selected} session="outer" />
        </div>
      ) : null}
    </>
  )
}
