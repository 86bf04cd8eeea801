import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components'
import { DocumentTextRegular, SaveRegular } from '@fluentui/react-icons'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CalciumScoreDto, CoronaryArtery, ExamDto } from '../../../../../core/contract'
import type { ClinicElement, RoiMeasuredDetail } from '../../../../../core/events'
import { http } from '../../../../../core/http/http'
import { HttpError } from '../../../../../core/http/HttpError'
import { notify } from '../../../../../core/notify'
import { scoreCalcium } from '../../../../../core/report/agatston'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { DictLabel } from '../../../../../ui/dict/DictLabel'
import { routePath, useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { calciumReportText } from '../../../../../ui/report/calcium/calciumText'
import { CalciumViewer } from './CalciumViewer'
import { useCalciumStyles } from './calciumScoring.styles'
import { ExamPicker } from './ExamPicker'
import { applyRoi, lesionsToSave, savedRows, type LesionRow } from './lesionRows'
import { LesionTable } from './LesionTable'
import { calciumMessages } from './messages'
import { ScoreSummary } from './ScoreSummary'

/**
 * Coronary calcium scoring (`diagnos/calciumScoring/index`): choose a CT exam (or open one by `examine-id`), draw an
 * ROI around each calcified lesion on each slice in the picture viewer (130 HU threshold), choose each lesion's
 * artery, and read the Agatston score per artery and in total, the volume, the risk band and the CAC-DRS category —
 * with the paragraph the report will carry. Save keeps the lesions on the server (which recomputes the totals);
 * "Open report" goes to the report editor, which inserts the paragraph.
 */
export default function CalciumScoringView() {
  useMessages(calciumMessages)
  const t = useT()
  const styles = useCalciumStyles()
  const navigateTo = useNavigateTo()
  const params = useViewParams()
  const canWrite = useCan(['admin', 'report:write'])
  const [examineId, setExamineId] = useState<number | null>(() => (params.examineId && /^\d+$/.test(params.examineId) ? Number(params.examineId) : null))
  const [exam, setExam] = useState<ExamDto | null>(null)
  const [saved, setSaved] = useState<CalciumScoreDto | null>(null)
  const [rows, setRows] = useState<LesionRow[]>([])
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState(false)

  useEffect(() => {
    if (params.examineId && /^\d+$/.test(params.examineId)) setExamineId(Number(params.examineId))
  }, [params.examineId])

  const load = useCallback(async (id: number) => {
    setConflict(false)
    const [examDto, score] = await Promise.all([
      http.get<ExamDto>(`api/exams/${id}`),
      http.get<CalciumScoreDto>(`api/calciumScore/${id}`),
    ])
    setExam(examDto)
    setSaved(score)
    setRows(savedRows(score.lesions))
  }, [])

  useEffect(() => {
    setExam(null)
    setSaved(null)
    setRows([])
    if (examineId !== null) load(examineId).catch(() => undefined)
  }, [examineId, load])

  const onRoi = useCallback((detail: RoiMeasuredDetail) => setRows((current) => applyRoi(current, detail)), [])
  const setArtery = (key: string, artery: CoronaryArtery | null) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, lesion: { ...row.lesion, artery } } : row)))
  const viewer = useRef<ClinicElement<'clinic-pic-viewer'> | null>(null)
  const setViewer = useCallback((element: ClinicElement<'clinic-pic-viewer'> | null) => {
    viewer.current = element
  }, [])
  const remove = (key: string) => {
    // A lesion drawn here goes from the images too (the viewer then tells of the removal, which changes nothing more).
    const roiId = rows.find((row) => row.key === key)?.roiId
    if (roiId !== undefined && roiId !== null) viewer.current?.removeRoi(roiId)
    setRows((current) => current.filter((row) => row.key !== key))
  }

  const score = useMemo(() => scoreCalcium(rows.map((row) => row.lesion)), [rows])
  const readOnly = !canWrite

  const save = async () => {
    if (examineId === null || !saved) return
    setBusy(true)
    try {
      const answer = await http.put<CalciumScoreDto>(`api/calciumScore/${examineId}`, { lesions: lesionsToSave(rows), version: saved.version }, { quietStatuses: [409] })
      setSaved(answer)
      setConflict(false)
      notify({ intent: 'success', message: t('diagnosis.calcium.saveDone') })
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('diagnosis.calcium.title')}</h1>
      <ExamPicker selected={examineId} onSelect={(chosen) => setExamineId(chosen.id)} />
      <div className={styles.work}>
        {examineId === null ? <p>{t('diagnosis.calcium.chooseExam')}</p> : null}
        {examineId !== null && !exam ? <Spinner size="small" /> : null}
        {exam ? (
          <>
            <p className={styles.patient} data-testid="calcium-exam">
              {exam.patientName}
              {' · '}
              <DictLabel dict="gender" value={exam.gender} />
              {` · ${exam.age}${exam.ageUnit === 'Y' ? '' : exam.ageUnit} · ${exam.examNo} · ${exam.examItem}`}
            </p>
            <section aria-label={t('diagnosis.calcium.images', { examNo: exam.examNo })}>
              <CalciumViewer examineId={exam.id} onRoi={onRoi} viewerRef={setViewer} />
            </section>
            <p className={styles.muted}>{t('diagnosis.calcium.howTo')}</p>
            <div className={styles.tables}>
              <section aria-labelledby="calcium-lesions">
                <h2 id="calcium-lesions" className={styles.heading}>{t('diagnosis.calcium.lesions')}</h2>
                <LesionTable rows={rows} scores={score.lesions} onArtery={setArtery} onRemove={remove} readOnly={readOnly} />
              </section>
              <section aria-labelledby="calcium-totals">
                <h2 id="calcium-totals" className={styles.heading}>{t('diagnosis.calcium.totals')}</h2>
                <ScoreSummary score={score} />
              </section>
            </div>
            {score.unassigned ? (
              <MessageBar intent="warning"><MessageBarBody>{t('diagnosis.calcium.unassigned', { count: score.unassigned })}</MessageBarBody></MessageBar>
            ) : null}
            {score.standardThickness ? null : (
              <MessageBar intent="warning"><MessageBarBody>{t('diagnosis.calcium.nonStandard')}</MessageBarBody></MessageBar>
            )}
            <section aria-labelledby="calcium-report-text">
              <h2 id="calcium-report-text" className={styles.heading}>{t('diagnosis.calcium.reportText')}</h2>
              <p className={styles.reportText} lang="zh-CN" data-testid="calcium-report-text">{calciumReportText(score)}</p>
            </section>
            {conflict ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('diagnosis.calcium.conflict')}</MessageBarBody>
                <MessageBarActions>
                  <Button onClick={() => void load(exam.id)}>{t('diagnosis.calcium.reload')}</Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            {readOnly ? <MessageBar intent="info"><MessageBarBody>{t('diagnosis.calcium.noPermission')}</MessageBarBody></MessageBar> : null}
            <div className={styles.actions}>
              <Button
                appearance="primary"
                icon={busy ? <Spinner size="tiny" /> : <SaveRegular />}
                disabled={readOnly || busy || score.unassigned > 0 || !saved}
                onClick={() => void save()}
              >
                {busy ? t('diagnosis.calcium.saving') : t('diagnosis.calcium.save')}
              </Button>
              <Button icon={<DocumentTextRegular />} onClick={() => navigateTo(routePath('/diagnos/CTreportwrite', { examineId: exam.id }))}>
                {t('diagnosis.calcium.openReport')}
              </Button>
              <span className={styles.muted} role="status" data-testid="calcium-saved">
                {saved && saved.version > 0
                  ? t('diagnosis.calcium.savedAt', { author: saved.author ?? '', time: saved.time ?? '', version: saved.version })
                  : t('diagnosis.calcium.notSaved')}
              </span>
            </div>
          </>
        ) : null}
      </div>
    </div>
  )
}
