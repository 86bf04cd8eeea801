import {
  Badge, Button, Checkbox, Field, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Radio, RadioGroup, Spinner,
  Textarea, tokens, Toolbar, ToolbarButton, ToolbarDivider,
} from '@fluentui/react-components'
import {
  ArrowLeftRegular, ArrowNextRegular, CheckmarkRegular, DismissCircleRegular, DocumentAddRegular, EyeRegular, ImageMultipleRegular,
  KeyboardRegular, PersonClockRegular, SaveRegular, SendRegular, StarAddRegular,
} from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ExamDto, Page } from '../../../core/contract'
import type { CriticalNotice, ReportDto, ReportViewDto } from '../../../core/contract/report'
import { hasImages } from '../../../core/exam/images'
import { toMinute, toWireDateTime } from '../../../core/format/time'
import { http } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'
import { reportPermission } from '../../../core/report/reportFamily'
import { $user } from '../../../core/session/stores'
import { useNavigateTo, routePath } from '../../element/navigate'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { useCan } from '../../permission/useCan'
import { useQuery } from '../../query/useQuery'
import {
  CollectDialog, ConflictDialog, CriticalNoticeDialog, IcdPicker, PreviewDialog, RestoreDraftDialog, ShortcutHelpDialog, TextDialog, TextDiff,
} from './parts'
import { ImagesPanel, type ImageSelected } from './ImagesPanel'
import { reportEditorMessages } from './messages'
import { PatientBanner } from './PatientBanner'
import { ReportSidePanel, type SidePanelTab } from './ReportSidePanel'
import { reportHtmlToEditorText, textToReportHtml } from './reportText'
import { SHORTCUTS } from './shortcuts'
import { useReportDraft, type ReportFields } from './useReportDraft'
import { useReportLock } from './useReportLock'
import { stickyTopPlus } from '../../layout/stickyTop'

/**
 * How the editor arranges its parts: `standard` (text with the tools beside it, images on demand), `classic`
 * (reportOld: images left, text right), `web` (reportWeb: the browser viewer always beside the text) and `full`
 * (reportNewEdit: a page of its own, images right).
 */
export type ReportEditorLayout = 'standard' | 'classic' | 'web' | 'full'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  full: { height: '100%' },
  body: { display: 'grid', gap: tokens.spacingHorizontalM, minHeight: 0, alignItems: 'start' },
  standard: { gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 340px)' },
  withImages: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr) minmax(240px, 300px)' },
  classic: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr) minmax(240px, 300px)' },
  images: { height: 'min(72vh, 760px)', minHeight: '360px', position: 'sticky', top: stickyTopPlus('56px') },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  toolbar: { flexWrap: 'wrap', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  status: { marginInlineStart: 'auto', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  area: { '& textarea': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 } },
  addenda: { borderInlineStartWidth: '3px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorBrandStroke1, paddingInlineStart: tokens.spacingHorizontalM },
})

/** The report fields of a stored report (or empty ones before any exists). */
function fieldsOf(report: ReportDto | null): ReportFields {
  return {
    findings: reportHtmlToEditorText(report?.findings),
    impression: reportHtmlToEditorText(report?.impression),
    recommendation: reportHtmlToEditorText(report?.recommendation),
    positive: report ? report.positive : null,
    critical: report?.critical ?? false,
    icdCodes: report?.icdCodes.map((icd) => icd.code) ?? [],
  }
}

/** Exam statuses before the exam is finished (appointed, registered, checked in, under way) and void ones. */
const NOT_READY = ['9', '0', '1', '8', '7', '10']

type Dialog =
  | { kind: 'conflict'; theirs: ReportDto }
  | { kind: 'reject' }
  | { kind: 'addendum' }
  | { kind: 'lockTakeover' }
  | { kind: 'authorTakeover'; name: string; then: 'save' | 'submit' }
  | { kind: 'critical'; then: 'save' | 'submit' | null }
  | { kind: 'help' }
  | { kind: 'preview' }
  | { kind: 'collect' }

/**
 * The report editor of one exam (issue 12): patient block always in view; findings, impression and recommendation;
 * positive/negative, critical value (with its notification record), ICD-10 codes; templates, phrases, prior exams,
 * revision history and key images beside it; the images in `<clinic-pic-viewer>`. It keeps every keystroke in this
 * browser (restored on return), holds the report's edit lock while open, and saves, submits, audits (approve or reject)
 * and adds addenda through the report lifecycle, never overwriting another's change (a conflict shows both versions).
 *
 * @example
 * <ReportEditor examineId={12} layout="classic" backPath="/diagnos/diagnosIn" />
 */
export function ReportEditor({ examineId, ...rest }: ReportEditorProps) {
  useMessages(reportEditorMessages)
  const t = useT()
  if (examineId === null) return <MessageBar intent="info"><MessageBarBody>{t('reportEditor.noExam')}</MessageBarBody></MessageBar>
  return <EditorFor key={examineId} examineId={examineId} {...rest} />
}

/** Props of {@link ReportEditor}. */
export interface ReportEditorProps {
  examineId: number | null
  layout: ReportEditorLayout
  /** Where Back and an audited report return (the reading worklist). */
  backPath: string
  /** The editor's own console path, which Next opens with the next exam (by default the imaging editor of `layout`). */
  editorPath?: string | undefined
  /** A panel of the area beside the text (the calcium score of a CT, the measurements of an ultrasound). */
  extraPanel?: ((panel: ReportPanelContext) => ReactNode) | undefined
}

/** What the editor gives the area's panel beside the text. */
export interface ReportPanelContext {
  exam: ExamDto
  /**
   * True while this user may change the report — writing or auditing it and holding its lock. The panel's own records
   * (measurements, captures, biopsies) follow it: the server refuses them once the report is signed or held by another.
   */
  editable: boolean
  /** Inserts text at the caret of the report field last typed in. */
  insert(text: string): void
  /**
   * Flags the report critical (saved at once) and opens its notification record, or opens the record when flagged
   * already. False when the report cannot change now.
   */
  markCritical(): boolean
}

type EditorProps = Omit<ReportEditorProps, 'examineId'>

function EditorFor({ examineId, ...rest }: EditorProps & { examineId: number }) {
  const t = useT()
  const { data, error, reload } = useQuery<ReportViewDto>(`api/reportInfo/view?examineId=${examineId}`, (key) => http.get<ReportViewDto>(key))
  // A reload of the exam (after a submit, or asked by another part of the page) keeps the editor on screen meanwhile.
  const last = useRef<ReportViewDto | null>(null)
  if (data) last.current = data
  const view = data ?? last.current
  if (error && !view) return <MessageBar intent="error" role="alert"><MessageBarBody>{error instanceof Error ? error.message : String(error)}</MessageBarBody></MessageBar>
  if (!view) return <Spinner label={t('reportEditor.loading')} />
  return <EditorBody view={view} reload={reload} {...rest} />
}

function EditorBody({ view, reload, layout, backPath, editorPath, extraPanel }: EditorProps & { view: ReportViewDto; reload(): Promise<void> }) {
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const me = useStore($user)
  const { exam } = view
  const [report, setReport] = useState<ReportDto | null>(view.report)
  useEffect(() => setReport(view.report), [view.report])

  const canWrite = useCan(['admin', reportPermission(exam.modality, 'write')])
  const canAudit = useCan(['admin', reportPermission(exam.modality, 'audit')])
  const canAddendum = useCan(['admin', reportPermission(exam.modality, 'addendum')])
  const canTakeover = useCan(['admin', reportPermission(exam.modality, 'takeover')])
  const canCollect = useCan(['admin', 'collection:add'])
  const canFollow = useCan(['admin', 'followup:add'])
  const ready = !NOT_READY.includes(exam.status)
  const state = report?.state ?? 'none'
  const myName = me?.nickName ?? me?.username ?? ''
  const authoredByOther = report !== null && report.reportPhysician !== '' && report.reportPhysician !== myName
  const writing = canWrite && ready && ['none', 'draft', 'rejected', 'preliminary'].includes(state) && !(state === 'preliminary' && authoredByOther && canAudit)
  const auditing = canAudit && ready && state === 'preliminary' && authoredByOther
  const finished = state === 'final' || state === 'corrected'

  const { lock, takeOver } = useReportLock(exam.id, writing || auditing)
  const lockedByOther = lock !== null && !lock.mine && lock.holder !== null
  const editable = (writing || auditing) && lock?.mine === true

  const saved = useMemo(() => fieldsOf(view.report), [view.report])
  const draft = useReportDraft(exam.id, saved, view.report?.version ?? null, writing || auditing)
  const fields = draft.fields ?? saved

  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [notice, setNotice] = useState<CriticalNotice | null>(report?.criticalNotice ?? null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ intent: 'info' | 'success' | 'error'; text: string } | null>(null)
  const [showImages, setShowImages] = useState(layout !== 'standard')
  const [compareWith, setCompareWith] = useState<number | undefined>(undefined)
  const [shown, setShown] = useState<ImageSelected | null>(null)
  const [panel, setPanel] = useState<SidePanelTab>('templates')
  const [historyKey, setHistoryKey] = useState(0)
  const findingsRef = useRef<HTMLTextAreaElement>(null)
  const lastFocused = useRef<'findings' | 'impression' | 'recommendation'>('findings')
  const selection = useRef<{ start: number; end: number } | null>(null)

  // The wrong-patient guard: the images beside the report must be this exam's study (submitting is refused otherwise);
  // when the images' own DICOM header names another patient or accession, the editor says so (a warning: the demo
  // archive shares one synthetic CT between exams, and a real archive's headers are what a technologist typed).
  const mismatch = shown !== null && shown.studyId !== undefined && shown.studyId !== null && exam.studyId !== undefined
    && String(shown.studyId) !== String(exam.studyId)
  const headerMismatch = shown !== null && !mismatch
    && ((!!shown.patientId && shown.patientId !== exam.patientId) || (!!shown.accessionNumber && shown.accessionNumber !== exam.examNo))
  const shownLabel = shown ? [shown.accessionNumber, shown.patientId].filter(Boolean).join(' / ') || String(shown.studyId ?? '') : ''

  const time = () => toMinute(toWireDateTime(new Date())).slice(11)
  const failed = (failure: unknown) => {
    // A cancelled call was replaced by a newer identical one, whose answer counts.
    if (failure instanceof HttpError && failure.kind === 'cancelled') return
    setStatus({ intent: 'error', text: t('reportEditor.status.kept', { message: failure instanceof Error ? failure.message : String(failure) }) })
  }

  /** Inserts text at the caret of the field last typed in (or replaces the selection). */
  const insertText = useCallback((text: string) => {
    const field = lastFocused.current
    const current = fields[field]
    const range = selection.current ?? { start: current.length, end: current.length }
    const next = current.slice(0, range.start) + text + current.slice(range.end)
    selection.current = { start: range.start + text.length, end: range.start + text.length }
    draft.change({ [field]: next })
  }, [fields, draft])

  const body = (sent: ReportFields, extra: Record<string, unknown> = {}) => ({
    examineId: exam.id,
    findings: textToReportHtml(sent.findings),
    impression: textToReportHtml(sent.impression),
    recommendation: sent.recommendation.trim() ? textToReportHtml(sent.recommendation) : null,
    ...(sent.positive === null ? {} : { positive: sent.positive }),
    critical: sent.critical,
    icdCodes: sent.icdCodes,
    ...(draft.baseVersion() === null ? {} : { version: draft.baseVersion() }),
    ...extra,
  })

  const write = async (action: 'save' | 'submit', extra: Record<string, unknown> = {}, sent: ReportFields = fields) => {
    if (action === 'submit' && mismatch) return
    const recorded = (extra.criticalNotice as CriticalNotice | undefined) ?? notice
    if (action === 'submit' && sent.critical && !recorded && !report?.criticalNotice) {
      setDialog({ kind: 'critical', then: 'submit' })
      return
    }
    setBusy(true)
    setStatus({ intent: 'info', text: t('reportEditor.status.saving') })
    try {
      const answer = await http.post<ReportDto>(`api/reportInfo/${action}`, body(sent, { ...(recorded ? { criticalNotice: recorded } : {}), ...extra }), { quietStatuses: [409] })
      setReport(answer)
      draft.settled(sent, answer.version)
      setHistoryKey((k) => k + 1)
      setStatus({ intent: 'success', text: t(action === 'save' ? 'reportEditor.status.savedAt' : 'reportEditor.status.submitted', { time: time() }) })
      if (action === 'submit') void reload()
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 409) await onConflict(failure, action)
      else failed(failure)
    } finally {
      setBusy(false)
    }
  }

  /**
   * Flags the report critical or not. A critical finding is saved at once — its clock starts on the server, and the
   * dashboard and the worklists show it unhandled until its notification is recorded — and its record opens.
   */
  const setCritical = (critical: boolean) => {
    draft.change({ critical })
    if (critical && !report?.critical) void write('save', {}, { ...fields, critical })
    if (critical && !notice && !report?.criticalNotice) setDialog({ kind: 'critical', then: null })
  }

  /** The panel's way to a critical value (see {@link ReportPanelContext.markCritical}). */
  const markCritical = (): boolean => {
    if (!editable) return false
    if (fields.critical) setDialog({ kind: 'critical', then: null })
    else setCritical(true)
    return true
  }

  const onConflict = async (failure: HttpError, action: 'save' | 'submit') => {
    const code = (failure.body as { code?: string } | undefined)?.code
    if (code === 'report.otherAuthor' && canTakeover) {
      setStatus(null)
      setDialog({ kind: 'authorTakeover', name: report?.reportPhysician ?? '', then: action })
      return
    }
    // A changed report (this server says so by its code; any backend by a newer version): both versions, not an overwrite.
    const fresh = await http.get<ReportViewDto>('api/reportInfo/view', { examineId: exam.id }).catch(() => null)
    const moved = fresh?.report && fresh.report.version !== draft.baseVersion()
    if (fresh?.report && (code === 'report.versionConflict' || (code === undefined && moved))) {
      setStatus(null)
      setDialog({ kind: 'conflict', theirs: fresh.report })
    } else failed(failure)
  }

  const audit = async () => {
    if (!report || mismatch) return
    if (fields.critical && !notice && !report.criticalNotice) {
      setDialog({ kind: 'critical', then: null })
      return
    }
    setBusy(true)
    try {
      const sent = fields
      const answer = await http.post<ReportDto>('api/reportInfo/audit', {
        reportId: report.id, version: report.version, findings: textToReportHtml(sent.findings), impression: textToReportHtml(sent.impression),
        recommendation: sent.recommendation.trim() ? textToReportHtml(sent.recommendation) : null,
        ...(sent.positive === null ? {} : { positive: sent.positive }), critical: sent.critical,
      }, { quietStatuses: [409] })
      setReport(answer)
      draft.settled(sent, answer.version)
      setHistoryKey((k) => k + 1)
      setStatus({ intent: 'success', text: t('reportEditor.status.approved', { time: time() }) })
      void reload()
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 409) {
        await onConflict(failure, 'save')
      } else failed(failure)
    } finally {
      setBusy(false)
    }
  }

  /** Puts a signed report's case on the follow-up list (`POST api/followup/cases`); already there is said, not an error. */
  const follow = async () => {
    try {
      await http.post('api/followup/cases', { examineId: exam.id }, { quietStatuses: [409] })
      setStatus({ intent: 'success', text: t('reportEditor.status.followed') })
    } catch (failure) {
      if (failure instanceof HttpError && failure.status === 409) setStatus({ intent: 'info', text: t('reportEditor.status.alreadyFollowed') })
      else failed(failure)
    }
  }

  const next = async () => {
    const page = await http.get<Page<ExamDto>>('api/exams', { status: '2', modality: exam.modality, size: 2, sort: 'examTime,asc' })
    const following = page.content.find((candidate) => candidate.id !== exam.id)
    if (following) navigateTo(routePath(editorPath ?? currentPath(layout), { examineId: following.id }))
    else setStatus({ intent: 'info', text: t('reportEditor.status.noNext') })
  }

  const primary = () => (auditing ? void audit() : writing ? void write('submit') : undefined)
  const onKeyDown = (event: React.KeyboardEvent) => {
    const shortcut = SHORTCUTS.find((candidate) => candidate.matches(event.nativeEvent))
    if (!shortcut) return
    event.preventDefault()
    if (shortcut.action === 'save' && editable && !busy && writing) void write('save')
    else if (shortcut.action === 'submit' && editable && !busy) primary()
    else if (shortcut.action === 'next') void next()
    else if (shortcut.action === 'template') {
      setPanel('templates')
      requestAnimationFrame(() => (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>('[data-template-search] input, input[data-template-search]')?.focus())
    } else if (shortcut.action === 'help') setDialog({ kind: 'help' })
  }

  const textArea = (field: 'findings' | 'impression' | 'recommendation', rows: number, required: boolean) => (
    <Field label={t(`reportEditor.fields.${field}`)} required={required && editable} hint={field === 'findings' ? t('reportEditor.chars', { count: fields[field].length }) : undefined}>
      <Textarea
        className={styles.area}
        ref={field === 'findings' ? findingsRef : undefined}
        value={fields[field]}
        readOnly={!editable}
        resize="vertical"
        rows={rows}
        data-field={field}
        onFocus={() => { lastFocused.current = field }}
        onSelect={(event) => {
          const target = event.currentTarget
          selection.current = { start: target.selectionStart, end: target.selectionEnd }
        }}
        onChange={(_event, data) => draft.change({ [field]: data.value })}
      />
    </Field>
  )

  const images = showImages ? (
    <div className={styles.images}>
      <ImagesPanel examineId={exam.id} compareExamineId={compareWith} onShown={setShown} onKeyImagesChanged={() => setHistoryKey((k) => k + 1)} />
    </div>
  ) : null
  const bodyClass = layout === 'classic' || layout === 'web' || (showImages && layout !== 'full') ? styles.withImages : styles.standard

  return (
    <div className={`${styles.root} ${layout === 'full' ? styles.full : ''}`} onKeyDown={onKeyDown}>
      <h2 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('reportEditor.title', { name: exam.patientName })}</h2>
      <PatientBanner exam={exam} />
      <Toolbar className={styles.toolbar} aria-label={t('reportEditor.title', { name: exam.patientName })}>
        <ToolbarButton icon={<ArrowLeftRegular />} onClick={() => navigateTo(backPath)}>{t('reportEditor.back')}</ToolbarButton>
        <ToolbarDivider />
        {writing ? (
          <>
            <ToolbarButton icon={<SaveRegular />} disabled={!editable || busy} onClick={() => void write('save')} aria-keyshortcuts="Control+S">{t('reportEditor.actions.save')}</ToolbarButton>
            <ToolbarButton appearance="primary" icon={<SendRegular />} disabled={!editable || busy || mismatch} onClick={() => void write('submit')} aria-keyshortcuts="Control+Enter">
              {t('reportEditor.actions.submit')}
            </ToolbarButton>
          </>
        ) : null}
        {auditing ? (
          <>
            <ToolbarButton appearance="primary" icon={<CheckmarkRegular />} disabled={!editable || busy || mismatch} onClick={() => void audit()} aria-keyshortcuts="Control+Enter">
              {t('reportEditor.actions.approve')}
            </ToolbarButton>
            <ToolbarButton icon={<DismissCircleRegular />} disabled={!editable || busy} onClick={() => setDialog({ kind: 'reject' })}>{t('reportEditor.actions.reject')}</ToolbarButton>
          </>
        ) : null}
        {finished && canAddendum ? (
          <ToolbarButton icon={<DocumentAddRegular />} disabled={busy} onClick={() => setDialog({ kind: 'addendum' })}>{t('reportEditor.actions.addendum')}</ToolbarButton>
        ) : null}
        <ToolbarButton icon={<EyeRegular />} disabled={!report} onClick={() => setDialog({ kind: 'preview' })}>{t('reportEditor.actions.preview')}</ToolbarButton>
        {report && canCollect ? (
          <ToolbarButton icon={<StarAddRegular />} onClick={() => setDialog({ kind: 'collect' })}>{t('reportEditor.actions.collect')}</ToolbarButton>
        ) : null}
        {finished && canFollow ? (
          <ToolbarButton icon={<PersonClockRegular />} disabled={busy} onClick={() => void follow()}>{t('reportEditor.actions.follow')}</ToolbarButton>
        ) : null}
        {layout === 'standard' ? (
          <ToolbarButton icon={<ImageMultipleRegular />} aria-pressed={showImages} onClick={() => setShowImages((s) => !s)} disabled={!hasImages(exam)}>
            {t(showImages ? 'reportEditor.actions.hideImages' : 'reportEditor.actions.images')}
          </ToolbarButton>
        ) : null}
        <ToolbarButton icon={<ArrowNextRegular />} onClick={() => void next()} aria-keyshortcuts="Alt+N">{t('reportEditor.actions.next')}</ToolbarButton>
        <ToolbarButton icon={<KeyboardRegular />} onClick={() => setDialog({ kind: 'help' })} aria-keyshortcuts="Control+/">{t('reportEditor.actions.shortcuts')}</ToolbarButton>
        <Badge appearance="tint" color={state === 'rejected' ? 'danger' : finished ? 'success' : state === 'preliminary' ? 'warning' : 'informative'}>
          {t(`reportEditor.state.${state}`)}
        </Badge>
        <span className={styles.status} role="status">{status && status.intent !== 'error' ? status.text : ''}</span>
      </Toolbar>

      {status?.intent === 'error' ? <MessageBar intent="error" role="alert"><MessageBarBody>{status.text}</MessageBarBody></MessageBar> : null}
      {!ready ? <MessageBar intent="info"><MessageBarBody>{t('reportEditor.notExamined')}</MessageBarBody></MessageBar> : null}
      {!canWrite && !canAudit ? <MessageBar intent="info"><MessageBarBody>{t('reportEditor.readOnly')}</MessageBarBody></MessageBar> : null}
      {state === 'rejected' && report?.rejectReason ? (
        <MessageBar intent="warning"><MessageBarBody>{t('reportEditor.rejectedBecause', { reason: report.rejectReason })}</MessageBarBody></MessageBar>
      ) : null}
      {lockedByOther && lock.holder ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('reportEditor.lock.heldBy', { name: lock.holder.name, since: lock.holder.since.slice(0, 16) })}</MessageBarBody>
          {canTakeover ? (
            <MessageBarActions><Button onClick={() => setDialog({ kind: 'lockTakeover' })}>{t('reportEditor.lock.takeOver')}</Button></MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {mismatch ? <MessageBar intent="error" role="alert"><MessageBarBody>{t('reportEditor.mismatch', { shown: shownLabel, examNo: exam.examNo })}</MessageBarBody></MessageBar> : null}
      {headerMismatch ? (
        <MessageBar intent="warning"><MessageBarBody>{t('reportEditor.headerMismatch', { shown: shownLabel, patientId: exam.patientId, examNo: exam.examNo })}</MessageBarBody></MessageBar>
      ) : null}

      <div className={`${styles.body} ${bodyClass}`}>
        {layout !== 'full' ? images : null}
        <div className={styles.text}>
          {textArea('findings', 12, true)}
          {textArea('impression', 5, true)}
          {textArea('recommendation', 2, false)}
          <div className={styles.flags}>
            <Field label={t('reportEditor.fields.result')}>
              <RadioGroup
                layout="horizontal"
                value={fields.positive === null ? '' : fields.positive ? 'positive' : 'negative'}
                disabled={!editable}
                onChange={(_e, data) => draft.change({ positive: data.value === 'positive' })}
              >
                <Radio value="positive" label={t('reportEditor.fields.positive')} />
                <Radio value="negative" label={t('reportEditor.fields.negative')} />
              </RadioGroup>
            </Field>
            <Checkbox
              label={t('reportEditor.fields.critical')}
              checked={fields.critical}
              disabled={!editable}
              onChange={(_e, data) => setCritical(data.checked === true)}
            />
            {fields.critical ? (
              <Button size="small" onClick={() => setDialog({ kind: 'critical', then: null })}>{t('reportEditor.actions.criticalRecord')}</Button>
            ) : null}
          </div>
          {editable ? (
            <Suspense fallback={<Field label={t('reportEditor.fields.icd')}><Spinner size="tiny" /></Field>}>
              <IcdPicker value={fields.icdCodes} onChange={(icdCodes) => draft.change({ icdCodes })} label={t('reportEditor.fields.icd')} />
            </Suspense>
          ) : report?.icdCodes.length ? (
            <Field label={t('reportEditor.fields.icd')}>
              <span>{report.icdCodes.map((icd) => `${icd.code} ${icd.name}`).join('；')}</span>
            </Field>
          ) : null}
          {report?.addenda.length ? (
            <section className={styles.addenda} aria-label={t('reportEditor.actions.addendum')}>
              {report.addenda.map((addendum) => (
                <p key={addendum.id}>
                  <strong>{addendum.physician} · {addendum.time.slice(0, 16)}</strong>
                  <br />
                  {reportHtmlToEditorText(addendum.text)}
                </p>
              ))}
            </section>
          ) : null}
          {extraPanel ? extraPanel({ exam, editable, insert: insertText, markCritical }) : null}
        </div>
        {layout === 'full' ? images : null}
        <ReportSidePanel
          exam={exam}
          tab={panel}
          onTab={setPanel}
          editable={editable}
          historyKey={historyKey}
          selectionText={() => {
            const range = selection.current
            return range ? fields[lastFocused.current].slice(range.start, range.end) : ''
          }}
          onInsert={insertText}
          onApplyTemplate={(text, mode) => {
            if (mode === 'replace') draft.change({ findings: text.findings, impression: text.impression, recommendation: text.recommendation ?? fields.recommendation })
            else {
              const join = (a: string, b: string) => (a.trim() && b.trim() ? `${a.replace(/\s+$/, '')}\n${b}` : a + b)
              draft.change({ findings: join(fields.findings, text.findings), impression: join(fields.impression, text.impression), recommendation: join(fields.recommendation, text.recommendation ?? '') })
            }
          }}
          compareWith={compareWith}
          onCompare={(id) => {
            setCompareWith(id)
            if (id !== undefined) setShowImages(true)
          }}
        />
      </div>

      {/* The dialogs load when first shown (./parts). */}
      <Suspense fallback={null}>
      {draft.offer ? (
        <RestoreDraftDialog
          time={toMinute(toWireDateTime(new Date(draft.offer.savedAt)))}
          saved={saved}
          draft={draft.offer}
          Compare={TextDiff}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      ) : null}
      {dialog?.kind === 'conflict' ? (
        <ConflictDialog
          name={dialog.theirs.auditPhysician ?? dialog.theirs.reportPhysician}
          version={dialog.theirs.version}
          theirs={fieldsOf(dialog.theirs)}
          mine={fields}
          onKeepMine={() => {
            draft.replace(fields, dialog.theirs.version)
            setDialog(null)
            void write('save')
          }}
          onTakeTheirs={() => {
            setReport(dialog.theirs)
            draft.replace(fieldsOf(dialog.theirs), dialog.theirs.version)
            setDialog(null)
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reject' && report ? (
        <TextDialog
          title={t('reportEditor.reject.title')}
          label={t('reportEditor.reject.reason')}
          confirmText={t('reportEditor.reject.confirm')}
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            const answer = await http.post<ReportDto>('api/reportInfo/reject', { reportId: report.id, reason, version: report.version }, { silent: true })
            setReport(answer)
            setDialog(null)
            setHistoryKey((k) => k + 1)
            setStatus({ intent: 'success', text: t('reportEditor.status.rejected') })
            void reload()
          }}
        />
      ) : null}
      {dialog?.kind === 'addendum' && report ? (
        <TextDialog
          title={t('reportEditor.addendum.title')}
          label={t('reportEditor.addendum.text')}
          secondLabel={t('reportEditor.addendum.reason')}
          confirmText={t('reportEditor.addendum.confirm')}
          onCancel={() => setDialog(null)}
          onConfirm={async (text, reason) => {
            const answer = await http.post<ReportDto>('api/reportInfo/addendum', {
              reportId: report.id, text: textToReportHtml(text), ...(reason ? { reason } : {}), version: report.version,
            }, { silent: true })
            setReport(answer)
            setDialog(null)
            setHistoryKey((k) => k + 1)
            setStatus({ intent: 'success', text: t('reportEditor.status.addendum') })
            void reload()
          }}
        />
      ) : null}
      {dialog?.kind === 'lockTakeover' && lock?.holder ? (
        <TextDialog
          title={t('reportEditor.lock.takeOverTitle', { name: lock.holder.name })}
          label={t('reportEditor.lock.reason')}
          hint={t('reportEditor.lock.reasonHint')}
          confirmText={t('reportEditor.lock.confirm')}
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            await takeOver(reason)
            setDialog(null)
            void reload()
          }}
        />
      ) : null}
      {dialog?.kind === 'authorTakeover' ? (
        <TextDialog
          title={t('reportEditor.takeoverAuthor.title', { name: dialog.name })}
          intro={t('reportEditor.takeoverAuthor.intro', { name: dialog.name })}
          label={t('reportEditor.lock.reason')}
          hint={t('reportEditor.lock.reasonHint')}
          confirmText={t('reportEditor.lock.confirm')}
          onCancel={() => setDialog(null)}
          onConfirm={async (reason) => {
            const then = dialog.then
            setDialog(null)
            await write(then, { takeoverReason: reason })
          }}
        />
      ) : null}
      {dialog?.kind === 'critical' ? (
        <CriticalNoticeDialog
          open
          patient={`${exam.patientName} ${exam.examNo}`}
          modality={exam.modality}
          value={notice ?? report?.criticalNotice}
          onDismiss={() => setDialog(null)}
          onSubmit={(recorded) => {
            setNotice(recorded)
            const then = dialog.then
            setDialog(null)
            if (then) void write(then, { criticalNotice: recorded })
          }}
        />
      ) : null}
      {dialog?.kind === 'help' ? <ShortcutHelpDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'collect' ? (
        <CollectDialog open examineId={exam.id} examLabel={`${exam.examNo} ${exam.examItem}`} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'preview' ? (
        <PreviewDialog examineId={exam.id} name={exam.patientName} unsaved={draft.fields !== null && draft.fields !== saved} onClose={() => setDialog(null)} />
      ) : null}
      </Suspense>
    </div>
  )
}

/** The console path of the editor in a layout (Next opens the next exam in the same one). */
function currentPath(layout: ReportEditorLayout): string {
  return { standard: '/diagnos/CTreportwrite', classic: '/diagnos/reportOld', web: '/diagnos/reportWeb', full: '/reportNewEdit' }[layout]
}
