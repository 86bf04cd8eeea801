import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Option, Dropdown, Spinner } from '@fluentui/react-components'
import { AddRegular, DeleteRegular, DocumentTextRegular, SaveRegular, WarningRegular } from '@fluentui/react-icons'
import { useEffect, useRef, useState } from 'react'
import { classifyAxis, frontalAxis } from '../../../../../core/ecg/axis'
import { ecgCriticalValues } from '../../../../../core/ecg/ecgCritical'
import { ECG_LIMITS, ecgProblems, type EcgNumberField, type EcgProblem } from '../../../../../core/ecg/ecgLimits'
import { ECG_PHRASE_CODES, ECG_PHRASES, ECG_RHYTHM_CODES, type EcgPhrase } from '../../../../../core/ecg/ecgPhrases'
import { suggestEcg, type EcgSuggestReason } from '../../../../../core/ecg/ecgSuggest'
import { ecgReportText } from '../../../../../core/ecg/ecgText'
import { classifyHr, classifyPr, classifyQrs, classifyQtc, ecgSexOf, prolongedQtcAbove } from '../../../../../core/ecg/intervals'
import { QTC_FORMULA_NAMES, QTC_FORMULAS, reportedQtc } from '../../../../../core/ecg/qtc'
import type { ClinicEventMap } from '../../../../../core/events'
import { HttpError } from '../../../../../core/http/HttpError'
import { hasImages } from '../../../../../core/exam/images'
import { useT } from '../../../../../ui/i18n/useT'
import { AbsentPart } from '../../../../../ui/notify/AbsentPart'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ReportPanelContext } from '../../../../../ui/report/editor/ReportEditor'
import { typedNumber, type EcgTyped } from './ecgForm'
import { useEcgPanelStyles } from './EcgMeasurementPanel.styles'
import { EcgWaveform } from './EcgWaveform'
import { useEcgMeasurements } from './useEcgMeasurements'

type Measured = ClinicEventMap['clinic-ecg-measured']

/** What a caliper reading may be taken as: an interval (ms), the RR giving the rate, or a lead's net QRS (mV). */
type CaliperUse = 'rr' | 'pr' | 'qrs' | 'qt' | 'longestRr' | 'shortestRr' | 'leadI' | 'aVF'
const CALIPER_USES: readonly CaliperUse[] = ['rr', 'pr', 'qrs', 'qt', 'longestRr', 'shortestRr', 'leadI', 'aVF']

/**
 * The ECG measurement panel of the ECG report (beside the report text): HR, PR, QRS, QT, longest and shortest RR typed
 * or taken from the calipers of the exam's waveform (its own viewer, shown on demand, or the editor's images panel);
 * QTc by the formula chosen with the formula named and judged by the patient's sex; the frontal axis typed or computed
 * from the net QRS of leads I and aVF; rhythm and interpretation phrases; the ECG critical values the measurements
 * meet, each one click from the editor's critical-value record; save and "Insert into report".
 *
 * @example
 * <EcgMeasurementPanel exam={exam} editable insert={insert} markCritical={markCritical} />
 */
export function EcgMeasurementPanel({ exam, insert, editable: reportOpen, markCritical }: ReportPanelContext) {
  const t = useT()
  const styles = useEcgPanelStyles()
  const canWrite = useCan(['admin', 'ecg:write'])
  const { saved, form, change, save, reload, error, dirty, absent } = useEcgMeasurements(exam.id)
  const panel = useRef<HTMLElement>(null)
  const [caliper, setCaliper] = useState<Measured | null>(null)
  const [showWaveform, setShowWaveform] = useState(false)
  const [phrase, setPhrase] = useState<EcgPhrase | ''>('')
  const [ownLine, setOwnLine] = useState('')
  const [status, setStatus] = useState<{ intent: 'success' | 'error' | 'warning'; text: string; conflict?: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  // Calipers report from any picture viewer in this element: the panel's own and the editor's images panel.
  const loaded = form !== null
  useEffect(() => {
    const root = panel.current?.getRootNode()
    if (!root) return undefined
    const heard = (event: Event) => setCaliper((event as CustomEvent<Measured>).detail)
    root.addEventListener('clinic-ecg-measured', heard)
    return () => root.removeEventListener('clinic-ecg-measured', heard)
  }, [loaded])

  if (absent) return <AbsentPart what={t('ecgReport.panel')} />
  if (error && !form) return <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>
  if (!form || !saved) return <Spinner size="small" label={t('ecgReport.loading')} />

  // The measurements change with the report: while the physician may write it and holds it.
  const editable = canWrite && reportOpen
  const numbers = Object.fromEntries((Object.keys(ECG_LIMITS) as EcgNumberField[]).map((field) => {
    const value = typedNumber(form.typed[field])
    return [field, value === null || Number.isNaN(value) ? value : Math.round(value)]
  })) as Record<EcgNumberField, number | null>
  const problems = ecgProblems(numbers)
  const problemOf = (field: EcgNumberField): EcgProblem | undefined => problems.find((p) => p.field === field)
  const valid = (field: EcgNumberField) => (problemOf(field) || numbers[field] === null || Number.isNaN(numbers[field]) ? null : numbers[field])
  const hr = valid('hr')
  const qt = problemOf('qt') ? null : valid('qt')
  const sex = ecgSexOf(exam.gender)
  const qtc = hr !== null && qt !== null ? reportedQtc(qt, hr, form.qtcFormula) : null
  const criticals = ecgCriticalValues({ hr, rhythm: form.rhythm, longestRr: valid('longestRr'), shortestRr: valid('shortestRr'), interpretation: form.interpretation })

  const setTyped = (next: Partial<EcgTyped>) => change({ typed: { ...form.typed, ...next } })
  const problemText = (problem: EcgProblem) => problem.kind === 'outOfRange'
    ? t('ecgReport.problem.outOfRange', { min: ECG_LIMITS[problem.field].min, max: ECG_LIMITS[problem.field].max })
    : t(`ecgReport.problem.${problem.kind}`, { rr: hr ? Math.round(60_000 / hr) : '' })
  const rangeText = (field: 'hr' | 'pr' | 'qrs'): string | undefined => {
    const value = valid(field)
    if (value === null) return undefined
    const range = field === 'hr' ? classifyHr(value) : field === 'pr' ? classifyPr(value) : classifyQrs(value)
    return range === 'normal' ? undefined : t(`ecgReport.range.${field}.${range}`)
  }

  const numberField = (field: EcgNumberField | 'leadI' | 'aVF', hint?: string) => {
    const problem = field === 'leadI' || field === 'aVF' ? undefined : problemOf(field)
    const aside = field === 'hr' || field === 'pr' || field === 'qrs' ? rangeText(field) : undefined
    return (
      <Field
        key={field}
        label={t(`ecgReport.fields.${field}`)}
        hint={hint}
        validationState={problem ? 'error' : aside ? 'warning' : 'none'}
        validationMessage={problem ? problemText(problem) : aside}
      >
        <Input inputMode="decimal" value={form.typed[field]} disabled={!editable} data-ecg-field={field} onChange={(_e, data) => setTyped({ [field]: data.value })} />
      </Field>
    )
  }

  const takeCaliper = (use: CaliperUse) => {
    if (!caliper) return
    if (use === 'rr') setTyped({ hr: caliper.ms > 0 ? String(Math.round(60_000 / caliper.ms)) : '' })
    else if (use === 'leadI' || use === 'aVF') setTyped({ [use]: String(caliper.mV) })
    else setTyped({ [use]: String(caliper.ms) })
    setStatus({ intent: 'success', text: t('ecgReport.caliper.taken', { field: t(`ecgReport.caliper.use.${use}`) }) })
  }

  const leadI = typedNumber(form.typed.leadI)
  const aVF = typedNumber(form.typed.aVF)
  const computedAxis = leadI !== null && aVF !== null ? frontalAxis(leadI, aVF) : null
  const axis = valid('axis')

  const addLine = (line: string) => {
    const trimmed = line.trim()
    if (!trimmed || form.interpretation.includes(trimmed)) return
    change({ interpretation: [...form.interpretation, trimmed] })
  }
  const suggestions = suggestEcg({ hr, pr: valid('pr'), qrs: valid('qrs'), qtc, axis, sex, rhythm: form.rhythm, lines: form.interpretation })
  const reasonText = (reason: EcgSuggestReason) => (reason.measure === 'allNormal'
    ? t('ecgReport.suggest.allNormal')
    : t(`ecgReport.suggest.reason.${reason.measure}`, { value: reason.value }))

  const onSave = async () => {
    if (problems.length) {
      setStatus({ intent: 'error', text: t('ecgReport.invalid') })
      return
    }
    setBusy(true)
    try {
      const answer = await save()
      setStatus({ intent: 'success', text: t('ecgReport.saved', { time: (answer.time ?? '').slice(11, 16), version: answer.version }) })
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure)
      setStatus({ intent: 'error', text: message, conflict: failure instanceof HttpError && failure.status === 409 })
    } finally {
      setBusy(false)
    }
  }

  const values = { ...numbers, qtcFormula: form.qtcFormula, rhythm: form.rhythm, interpretation: form.interpretation }
  const formula = QTC_FORMULA_NAMES[form.qtcFormula]
  const qtcClass = qtc === null ? null : classifyQtc(qtc, sex)

  return (
    <section ref={panel} className={styles.root} aria-labelledby={`ecg-panel-${exam.id}`}>
      <h3 id={`ecg-panel-${exam.id}`} className={styles.heading}>{t('ecgReport.panel')}</h3>

      <div className={styles.caliper}>
        <div className={styles.row}>
          <Button size="small" aria-expanded={showWaveform} onClick={() => setShowWaveform((shown) => !shown)} disabled={!hasImages(exam)}>
            {t(showWaveform ? 'ecgReport.waveform.hide' : 'ecgReport.waveform.show')}
          </Button>
          <span role="status" className={styles.muted} data-ecg-caliper>
            {caliper ? t('ecgReport.caliper.last', { lead: caliper.lead, ms: caliper.ms, mV: caliper.mV.toFixed(2) }) : t('ecgReport.caliper.none')}
          </span>
        </div>
        {showWaveform ? <EcgWaveform examineId={exam.id} label={t('ecgReport.waveform.label', { examNo: exam.examNo })} className={styles.viewer} /> : null}
        {caliper && editable ? (
          <div className={styles.row} role="group" aria-label={t('ecgReport.caliper.useAs')}>
            <span>{t('ecgReport.caliper.useAs')}</span>
            {CALIPER_USES.map((use) => (
              <Button key={use} size="small" onClick={() => takeCaliper(use)}>{t(`ecgReport.caliper.use.${use}`)}</Button>
            ))}
          </div>
        ) : null}
      </div>

      <div className={styles.grid}>
        {numberField('hr', t('ecgReport.normal.hr'))}
        {numberField('pr', t('ecgReport.normal.pr'))}
        {numberField('qrs', t('ecgReport.normal.qrs'))}
        {numberField('qt')}
        {numberField('longestRr')}
        {numberField('shortestRr')}
      </div>

      <div className={styles.grid}>
        <Field label={t('ecgReport.fields.qtcFormula')}>
          <Dropdown
            value={formula.name}
            selectedOptions={[form.qtcFormula]}
            disabled={!editable}
            onOptionSelect={(_e, data) => data.optionValue && change({ qtcFormula: data.optionValue as typeof form.qtcFormula })}
          >
            {QTC_FORMULAS.map((code) => (
              <Option key={code} value={code} text={QTC_FORMULA_NAMES[code].name}>{`${QTC_FORMULA_NAMES[code].name} — ${QTC_FORMULA_NAMES[code].expression}`}</Option>
            ))}
          </Dropdown>
        </Field>
        <div>
          <p className={styles.qtc} data-ecg-qtc>
            {qtc === null ? t('ecgReport.qtc.none') : t('ecgReport.qtc.value', { value: qtc, formula: formula.name, expression: formula.expression })}
          </p>
          {qtcClass ? (
            <span className={styles.muted} data-ecg-qtc-class={qtcClass}>
              {t(`ecgReport.qtc.class.${qtcClass}`, { limit: prolongedQtcAbove(sex), sex: t(`ecgReport.sex.${sex}`) })}
            </span>
          ) : null}
        </div>
      </div>

      <div className={styles.grid}>
        {numberField('axis', axis !== null ? t(`ecgReport.axisClass.${classifyAxis(axis)}`) : t('ecgReport.normal.axis'))}
        {numberField('leadI')}
        {numberField('aVF')}
        <Field label={t('ecgReport.computeAxis')}>
          <Button disabled={!editable || computedAxis === null} onClick={() => computedAxis !== null && setTyped({ axis: String(computedAxis) })}>
            {computedAxis === null ? t('ecgReport.axisFromLeads') : t('ecgReport.axisUse', { axis: computedAxis })}
          </Button>
        </Field>
      </div>

      <div className={styles.grid}>
        <Field label={t('ecgReport.fields.rhythm')}>
          <Dropdown
            value={form.rhythm ? t(`ecgReport.rhythm.${form.rhythm}`) : t('ecgReport.rhythmNone')}
            selectedOptions={[form.rhythm ?? 'none']}
            disabled={!editable}
            onOptionSelect={(_e, data) => change({ rhythm: data.optionValue && data.optionValue !== 'none' ? (data.optionValue as typeof form.rhythm) : null })}
          >
            <Option value="none">{t('ecgReport.rhythmNone')}</Option>
            {ECG_RHYTHM_CODES.map((code) => <Option key={code} value={code}>{t(`ecgReport.rhythm.${code}`)}</Option>)}
          </Dropdown>
        </Field>
      </div>

      <div>
        <h3 className={styles.subheading}>{t('ecgReport.fields.interpretation')}</h3>
        {form.interpretation.length ? (
          <ol className={styles.lines}>
            {form.interpretation.map((line) => (
              <li key={line}>
                <span className={styles.line}>
                  {line}
                  {editable ? (
                    <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('ecgReport.removeLine', { line })}
                      onClick={() => change({ interpretation: form.interpretation.filter((l) => l !== line) })} />
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        ) : <p className={styles.muted}>{t('ecgReport.noLines')}</p>}
        {editable && suggestions.length ? (
          <div className={styles.suggestions} role="group" aria-label={t('ecgReport.suggest.title')} data-testid="ecg-suggestions">
            <span className={styles.muted}>{t('ecgReport.suggest.title')}</span>
            {suggestions.map((s) => {
              const words = s.kind === 'rhythm' ? t(`ecgReport.rhythm.${s.rhythm}`) : t(`ecgReport.phrase.${s.phrase}`)
              const label = t(s.kind === 'rhythm' ? 'ecgReport.suggest.setRhythm' : 'ecgReport.suggest.addPhrase', { words, reason: reasonText(s.reason) })
              return (
                <Button key={s.kind === 'rhythm' ? s.rhythm : s.phrase} size="small" icon={<AddRegular />} aria-label={label} title={label}
                  onClick={() => (s.kind === 'rhythm' ? change({ rhythm: s.rhythm }) : addLine(ECG_PHRASES[s.phrase]))}>
                  {words} <span className={styles.muted}>({reasonText(s.reason)})</span>
                </Button>
              )
            })}
          </div>
        ) : null}
        {editable ? (
          <div className={styles.grid}>
            <Field label={t('ecgReport.fields.phrase')}>
              <Dropdown
                value={phrase ? t(`ecgReport.phrase.${phrase}`) : ''}
                selectedOptions={phrase ? [phrase] : []}
                onOptionSelect={(_e, data) => setPhrase((data.optionValue ?? '') as EcgPhrase | '')}
              >
                {ECG_PHRASE_CODES.map((code) => {
                  // The screen's words, and the report's when they differ (a reader not of Chinese sees what goes in).
                  const words = t(`ecgReport.phrase.${code}`)
                  return <Option key={code} value={code} text={words}>{words === ECG_PHRASES[code] ? words : `${words} · ${ECG_PHRASES[code]}`}</Option>
                })}
              </Dropdown>
            </Field>
            <Field label={t('ecgReport.addPhrase')}>
              <Button icon={<AddRegular />} disabled={!phrase} onClick={() => phrase && addLine(ECG_PHRASES[phrase])}>{t('ecgReport.addPhrase')}</Button>
            </Field>
            <Field label={t('ecgReport.fields.ownLine')}>
              <Input value={ownLine} onChange={(_e, data) => setOwnLine(data.value)} onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  addLine(ownLine)
                  setOwnLine('')
                }
              }} />
            </Field>
            <Field label={t('ecgReport.addLine')}>
              <Button icon={<AddRegular />} disabled={!ownLine.trim()} onClick={() => {
                addLine(ownLine)
                setOwnLine('')
              }}>{t('ecgReport.addLine')}</Button>
            </Field>
          </div>
        ) : null}
      </div>

      {criticals.length ? (
        <MessageBar intent="warning" layout="multiline" data-ecg-critical>
          <MessageBarBody>
            <strong>{t('ecgReport.critical.title')}</strong> {t('ecgReport.critical.intro')}
            <ul className={styles.lines}>
              {criticals.map((critical) => <li key={critical.code}>{t(`ecgReport.critical.code.${critical.code}`)} — {critical.text}</li>)}
            </ul>
          </MessageBarBody>
          <MessageBarActions>
            <Button icon={<WarningRegular />} onClick={() => {
              if (!markCritical()) {
                setStatus({ intent: 'warning', text: t('ecgReport.critical.notAvailable') })
              }
            }}>{t('ecgReport.critical.record')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      {status?.intent === 'error' || status?.intent === 'warning' ? (
        <MessageBar intent={status.intent} role="alert">
          <MessageBarBody>{status.text}</MessageBarBody>
          {status.conflict ? (
            <MessageBarActions><Button onClick={() => void reload().then(() => setStatus(null))}>{t('ecgReport.reload')}</Button></MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}

      <div className={styles.actions}>
        {editable ? <Button appearance="primary" icon={<SaveRegular />} disabled={busy} onClick={() => void onSave()}>{t('ecgReport.save')}</Button> : null}
        <Button icon={<DocumentTextRegular />} disabled={!editable || problems.length > 0} onClick={() => insert(ecgReportText(values))}>{t('ecgReport.insert')}</Button>
        <span role="status" className={styles.status}>
          {status?.intent === 'success' ? status.text : dirty ? t('ecgReport.unsaved') : saved.author ? t('ecgReport.savedBy', { author: saved.author, time: (saved.time ?? '').slice(0, 16) }) : ''}
        </span>
      </div>
    </section>
  )
}
