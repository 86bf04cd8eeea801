import {
  Button, Caption1, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, Spinner, Subtitle2, Text, Textarea, Title3, tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular, ArrowNextRegular, ArrowPreviousRegular, CheckmarkRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { ExamDto } from '../../../../../core/contract'
import type { TemplateNode } from '../../../../../core/contract/template'
import { toMinute, toWireDateTime } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { invalidate } from '../../../../../core/query/query'
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from '../../../../../core/report/drafts'
import { reportPermission } from '../../../../../core/report/reportFamily'
import { $user } from '../../../../../core/session/stores'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import { reportEditorMessages } from '../../../../../ui/report/editor/messages'
import { PatientBanner } from '../../../../../ui/report/editor/PatientBanner'
import type { ReportText } from '../../../../../ui/report/editor/reportText'
import { TemplateTree } from '../../../../../ui/report/templates/TemplateTree'
import { templateTreeKey } from '../../../../../ui/report/templates/templateTree'
import { submitPeReport, takePeLock } from './confirmPeReport'
import { indexPEMessages } from './messages'
import { PeExamList, type PeExamState } from './PeExamList'
import { PeLockNotice } from './PeLockNotice'
import { PeShortcuts } from './PeShortcuts'
import { PE_SHORTCUTS } from './peShortcuts'
import { BLANK, choiceOf, firstBlank, normalTemplateFor, type PeTemplateChoice } from './peTemplate'
import { $peTemplates, choosePeTemplate, forgetPeTemplate } from './peTemplates'
import { usePeBatch } from './usePeBatch'

type TextField = keyof ReportText

const FIELDS: readonly TextField[] = ['findings', 'impression', 'recommendation']
const EMPTY: ReportText = { findings: '', impression: '', recommendation: '' }

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  heading: { margin: 0 },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '220px' },
  body: { display: 'grid', gap: tokens.spacingHorizontalL, alignItems: 'start', gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr) minmax(240px, 320px)' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  template: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  area: { '& textarea': { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 } },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

/** A stored template choice that still has the shape of one (local storage may hold anything). */
function validChoice(value: unknown): value is PeTemplateChoice {
  const c = value as Partial<PeTemplateChoice> | null
  return !!c && typeof c.templateId === 'number' && typeof c.name === 'string' && typeof c.findings === 'string'
    && typeof c.impression === 'string' && typeof c.recommendation === 'string'
}

/** The next exam after `from` (in list order, wrapping) whose state passes `open`; null when none is left. */
function nextOf(exams: readonly ExamDto[], from: number | null, open: (exam: ExamDto) => boolean): ExamDto | null {
  const start = exams.findIndex((exam) => exam.id === from)
  for (let step = 1; step <= exams.length; step++) {
    const exam = exams[(start + step) % exams.length]
    if (exam && exam.id !== from && open(exam)) return exam
  }
  return null
}

/**
 * The physical-examination batch (`ultrasonic/indexPE`, 体检超声): today's ultrasound exams of physical-exam patients,
 * examined and not yet reported, one after the other. Each starts from a normal report — the template chosen once for
 * its exam item, or the item's normal template — editable (an edited text is kept in this browser until confirmed);
 * "Confirm and next" (Enter) takes the report's lock, saves and submits the report for audit, and opens the next
 * exam. A report another user holds, or one that changed meanwhile, is skipped and said so. The patient banner stays
 * in view, progress is counted, and the keyboard shortcuts are listed beside the text.
 */
export default function IndexPEView() {
  useMessages(indexPEMessages, reportEditorMessages)
  const t = useT()
  const styles = useStyles()
  const user = useStore($user)?.username ?? ''
  const canWrite = useCan(['admin', reportPermission('US', 'write')])
  const { exams, drafts, error, loading, reload } = usePeBatch()
  const tree = useQuery(templateTreeKey('US'), (key) => http.get<TemplateNode[]>(key))
  const chosen = useStore($peTemplates)
  const [currentId, setCurrentId] = useState<number | null>(null)
  const [states, setStates] = useState<ReadonlyMap<number, PeExamState>>(new Map())
  const [edits, setEdits] = useState<ReadonlyMap<number, ReportText>>(new Map())
  const [skipped, setSkipped] = useState<{ id: number; text: string }[]>([])
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const areas = useRef<Partial<Record<TextField, HTMLTextAreaElement | null>>>({})
  const searchHost = useRef<HTMLDivElement>(null)

  const current = exams.find((exam) => exam.id === currentId) ?? exams[0] ?? null
  const stateOf = useCallback((exam: ExamDto): PeExamState => states.get(exam.id) ?? 'pending', [states])

  // Texts typed earlier in this browser (a reload, yesterday's unfinished batch) come back as they were left.
  const seen = useRef(new Set<number>())
  useEffect(() => {
    if (!user) return
    const found = new Map<number, ReportText>()
    for (const exam of exams) {
      if (seen.current.has(exam.id)) continue
      seen.current.add(exam.id)
      const draft = readLocalDraft(user, exam.id)
      if (draft) found.set(exam.id, { findings: draft.findings, impression: draft.impression, recommendation: draft.recommendation })
    }
    if (found.size) setEdits((kept) => new Map([...found, ...kept]))
  }, [exams, user])

  const templateOf = useCallback((exam: ExamDto): { choice: PeTemplateChoice | null; chosen: boolean } => {
    const stored = chosen[exam.examItem]
    if (validChoice(stored)) return { choice: stored, chosen: true }
    const node = tree.data ? normalTemplateFor(tree.data, exam) : null
    return { choice: node ? choiceOf(node) : null, chosen: false }
  }, [chosen, tree.data])

  const textOf = useCallback((exam: ExamDto): ReportText => {
    const edited = edits.get(exam.id)
    if (edited) return edited
    const { choice } = templateOf(exam)
    return choice ? { findings: choice.findings, impression: choice.impression, recommendation: choice.recommendation } : EMPTY
  }, [edits, templateOf])

  const total = exams.length
  const done = useMemo(() => exams.filter((exam) => stateOf(exam) === 'confirmed').length, [exams, stateOf])
  const skippedCount = useMemo(() => exams.filter((exam) => stateOf(exam) === 'skipped').length, [exams, stateOf])
  const currentState = current ? stateOf(current) : 'pending'
  const editable = canWrite && current !== null && currentState !== 'confirmed' && !busy
  const text = current ? textOf(current) : EMPTY
  const template = current ? templateOf(current) : { choice: null, chosen: false }

  const open = (exam: ExamDto | null) => {
    if (!exam) return
    setCurrentId(exam.id)
    setAlert(null)
  }
  const skip = () => open(nextOf(exams, current?.id ?? null, (exam) => stateOf(exam) !== 'confirmed'))
  const previous = () => {
    const index = exams.findIndex((exam) => exam.id === current?.id)
    open(exams[index > 0 ? index - 1 : exams.length - 1] ?? null)
  }

  const change = (patch: Partial<ReportText>) => {
    if (!current || !editable) return
    const next = { ...text, ...patch }
    setEdits((kept) => new Map(kept).set(current.id, next))
    if (user) writeLocalDraft(user, { examineId: current.id, ...next, positive: false, critical: false, icdCodes: [], baseVersion: null, savedAt: Date.now() })
  }

  /** Back to the item's template text: the typed text of this exam is dropped here and in this browser. */
  const resetText = () => {
    if (!current) return
    setEdits((kept) => {
      const next = new Map(kept)
      next.delete(current.id)
      return next
    })
    if (user) removeLocalDraft(user, current.id)
  }

  const focusBlank = (field: TextField, start: number, length: number) => {
    const area = areas.current[field]
    if (!area) return
    area.focus()
    area.setSelectionRange(start, start + length)
  }

  const confirm = async () => {
    if (!current || busy || !canWrite) return
    if (currentState === 'confirmed') {
      open(nextOf(exams, current.id, (exam) => stateOf(exam) === 'pending'))
      return
    }
    const exam = current
    const sent = text
    const skipWith = (from: ReadonlyMap<number, PeExamState>, message: string) => {
      setSkipped((list) => [...list.filter((item) => item.id !== exam.id), {
        id: exam.id, text: t('ultrasound.indexPE.skipped', { patient: exam.patientName, examNo: exam.examNo, message }),
      }])
      return new Map(from).set(exam.id, 'skipped')
    }
    const moveOn = (nextStates: ReadonlyMap<number, PeExamState>) => {
      setStates(nextStates)
      const next = nextOf(exams, exam.id, (other) => (nextStates.get(other.id) ?? 'pending') === 'pending')
      if (next) open(next)
    }
    setBusy(true)
    setAlert(null)
    try {
      // The lock first: a report another user has open is skipped whatever its text.
      const heldBy = await takePeLock(exam.id)
      if (heldBy !== null) {
        moveOn(skipWith(states, heldBy))
        return
      }
      if (!sent.findings.trim() || !sent.impression.trim()) {
        setAlert(t('ultrasound.indexPE.empties'))
        focusBlank(sent.findings.trim() ? 'impression' : 'findings', 0, 0)
        return
      }
      const blank = firstBlank(sent)
      if (blank) {
        setAlert(t('ultrasound.indexPE.blanks'))
        focusBlank(blank.field, blank.start, BLANK.length)
        return
      }
      const outcome = await submitPeReport(exam.id, sent)
      if (outcome.kind === 'confirmed') {
        // What was submitted stays on screen when the physician comes back to it; this browser's copy is done with.
        setEdits((kept) => new Map(kept).set(exam.id, sent))
        if (user) removeLocalDraft(user, exam.id)
        setStatus(t('ultrasound.indexPE.confirmedAt', { patient: exam.patientName, time: toMinute(toWireDateTime(new Date())).slice(11) }))
        invalidate(['api/reportInfo'])
        moveOn(new Map(states).set(exam.id, 'confirmed'))
      } else moveOn(skipWith(states, outcome.message))
    } catch (failure) {
      setAlert(t('ultrasound.indexPE.failedConfirm', { message: failure instanceof Error ? failure.message : String(failure) }))
    } finally {
      setBusy(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const shortcut = PE_SHORTCUTS.find((s) => s.matches(event))
    if (!shortcut) return
    event.preventDefault()
    if (shortcut.action === 'confirm') void confirm()
    else if (shortcut.action === 'next') skip()
    else if (shortcut.action === 'previous') previous()
    else searchHost.current?.querySelector<HTMLInputElement>('input[type="search"], input')?.focus()
  }

  const applyTemplate = (texts: { findings: string; impression: string; recommendation?: string }, mode: 'insert' | 'replace', node: TemplateNode) => {
    if (!current) return
    if (mode === 'replace') {
      // The item's template for the batch (and the next ones): every exam of the item not typed in starts from it.
      choosePeTemplate(current.examItem, {
        templateId: node.id, name: node.name, findings: texts.findings, impression: texts.impression, recommendation: texts.recommendation ?? '',
      })
      resetText()
      setStatus(t('ultrasound.indexPE.chosenFor', { item: current.examItem, name: node.name }))
      return
    }
    // Insert: added to this exam's text only, field by field, as the report editor does.
    const join = (a: string, b: string) => (a.trim() && b.trim() ? `${a.replace(/\s+$/, '')}\n${b}` : a + b)
    change({ findings: join(text.findings, texts.findings), impression: join(text.impression, texts.impression), recommendation: join(text.recommendation, texts.recommendation ?? '') })
  }

  if (error && exams.length === 0) {
    return <MessageBar intent="error" role="alert"><MessageBarBody>{t('ultrasound.indexPE.failed', { message: error instanceof Error ? error.message : String(error) })}</MessageBarBody></MessageBar>
  }

  const templateLine = !current ? null : template.choice
    ? t(template.chosen ? 'ultrasound.indexPE.template.chosen' : 'ultrasound.indexPE.template.normal', { name: template.choice.name })
    : tree.loading ? '' : t('ultrasound.indexPE.template.none', { item: current.examItem })

  return (
    <div className={styles.root} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <Title3 as="h1" className={styles.heading}>{t('ultrasound.indexPE.title')}</Title3>
        {total > 0 ? (
          <div className={styles.progress}>
            <ProgressBar value={done} max={total} thickness="large" aria-label={t('ultrasound.indexPE.progress', { done, total })} />
            <Text role="status" data-testid="pe-progress">
              {t('ultrasound.indexPE.progress', { done, total })}
              {skippedCount ? ` · ${t('ultrasound.indexPE.skippedCount', { count: skippedCount })}` : ''}
            </Text>
          </div>
        ) : null}
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void reload()}>{t('ultrasound.indexPE.actions.reload')}</Button>
      </div>
      <Caption1>{t('ultrasound.indexPE.intro')}</Caption1>
      {drafts > 0 ? <Caption1>{t('ultrasound.indexPE.drafts', { count: drafts })}</Caption1> : null}
      {!canWrite ? <MessageBar intent="info"><MessageBarBody>{t('ultrasound.indexPE.readOnly')}</MessageBarBody></MessageBar> : null}
      {skipped.length ? (
        <MessageBar intent="warning" role="alert" data-testid="pe-skipped">
          <MessageBarBody>{skipped.map((item) => <div key={item.id}>{item.text}</div>)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {total > 0 && done + skippedCount === total ? (
        <MessageBar intent="success"><MessageBarBody>{t('ultrasound.indexPE.allDone', { done, skipped: skippedCount })}</MessageBarBody></MessageBar>
      ) : null}

      {loading ? <Spinner label={t('ultrasound.indexPE.loading')} /> : null}
      {!loading && total === 0 ? <MessageBar intent="info"><MessageBarBody>{t('ultrasound.indexPE.empty')}</MessageBarBody></MessageBar> : null}

      {current ? (
        <>
          <PatientBanner exam={current} />
          <div className={styles.body}>
            <nav className={styles.side} aria-label={t('ultrasound.indexPE.list')}>
              <Subtitle2 as="h2">{t('ultrasound.indexPE.list')}</Subtitle2>
              <PeExamList exams={exams} states={states} current={current.id} onOpen={(id) => open(exams.find((exam) => exam.id === id) ?? null)} />
            </nav>

            <section className={styles.text} aria-label={t('reportEditor.title', { name: current.patientName })}>
              <PeLockNotice key={current.id} examineId={current.id} wanted={canWrite && currentState !== 'confirmed'} />
              <div className={styles.template}>
                <Text weight="semibold">{t('ultrasound.indexPE.template.label', { item: current.examItem })}:</Text>
                <Text data-testid="pe-template">{templateLine}</Text>
                {template.chosen ? (
                  <Button size="small" appearance="subtle" disabled={currentState === 'confirmed'} onClick={() => forgetPeTemplate(current.examItem)}>
                    {t('ultrasound.indexPE.template.forget')}
                  </Button>
                ) : null}
              </div>
              {edits.has(current.id) && currentState !== 'confirmed' ? (
                <div className={styles.template}>
                  <Caption1>{t('ultrasound.indexPE.template.edited')}</Caption1>
                  <Button size="small" appearance="subtle" onClick={resetText}>{t('ultrasound.indexPE.template.reset')}</Button>
                </div>
              ) : null}
              {currentState === 'confirmed' ? <MessageBar intent="success"><MessageBarBody>{t('ultrasound.indexPE.confirmedNote')}</MessageBarBody></MessageBar> : null}
              {alert ? <MessageBar intent="error" role="alert"><MessageBarBody>{alert}</MessageBarBody></MessageBar> : null}
              {FIELDS.map((field) => (
                <Field key={field} label={t(`reportEditor.fields.${field}`)} required={field !== 'recommendation' && editable}>
                  <Textarea
                    className={styles.area}
                    ref={(node) => {
                      areas.current[field] = node
                    }}
                    value={text[field]}
                    readOnly={!editable}
                    resize="vertical"
                    rows={field === 'findings' ? 8 : field === 'impression' ? 3 : 2}
                    data-field={field}
                    onChange={(_event, data) => change({ [field]: data.value })}
                  />
                </Field>
              ))}
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  icon={<CheckmarkRegular />}
                  disabledFocusable={!editable}
                  onClick={() => void confirm()}
                  aria-keyshortcuts="Enter Control+Enter"
                  data-testid="pe-confirm"
                >
                  {t('ultrasound.indexPE.actions.confirm')}
                </Button>
                <Button icon={<ArrowNextRegular />} disabled={total < 2} onClick={skip} aria-keyshortcuts="Alt+N">
                  {t('ultrasound.indexPE.actions.skip')}
                </Button>
                <Button icon={<ArrowPreviousRegular />} disabled={total < 2} onClick={previous} aria-keyshortcuts="Alt+P">
                  {t('ultrasound.indexPE.actions.previous')}
                </Button>
                <span className={styles.status} role="status">{busy ? <Spinner size="tiny" /> : status}</span>
              </div>
              <PeShortcuts />
            </section>

            <section className={styles.side} aria-label={t('ultrasound.indexPE.panel')}>
              <Subtitle2 as="h2">{t('ultrasound.indexPE.panel')}</Subtitle2>
              <Caption1>{t('ultrasound.indexPE.panelHint', { item: current.examItem })}</Caption1>
              <div ref={searchHost}>
                <TemplateTree modality="US" onApply={applyTemplate} />
              </div>
            </section>
          </div>
        </>
      ) : null}
    </div>
  )
}
