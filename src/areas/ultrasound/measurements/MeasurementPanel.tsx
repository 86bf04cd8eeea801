import { Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Select, Spinner } from '@fluentui/react-components'
import { AddRegular, SaveRegular, TextAddRegular } from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import type { ExamDto } from '../../../core/contract'
import type { EfwFormulaId, FetusLabel, ObstetricLevel, UsExamType, UsMeasurementsBody } from '../../../core/contract/ultrasound'
import { toMinute, toWireDateTime } from '../../../core/format/time'
import { eddFromLmp, eddFromScan, gaByDates } from '../../../core/obstetrics/dates'
import { EFW_FORMULAS } from '../../../core/obstetrics/efw'
import { computeFetus } from '../../../core/obstetrics/fetus'
import { withinLimits } from '../../../core/obstetrics/limits'
import { FETUS_KEYS, hasFetuses, isChoice, TABLE_FIELDS } from '../../../core/ultrasound/fields'
import { reportPermission } from '../../../core/report/reportFamily'
import { useEnterMovesFocus } from '../../../ui/form/useEnterMovesFocus'
import { AbsentPart } from '../../../ui/notify/AbsentPart'
import { useMessages } from '../../../ui/i18n/useMessages'
import { useT } from '../../../ui/i18n/useT'
import { useCan } from '../../../ui/permission/useCan'
import { FetusTable } from './FetusTable'
import { FieldTable } from './FieldTable'
import { LesionList } from './LesionList'
import { useMeasurementStyles } from './MeasurementPanel.styles'
import { applySrMeasurements } from './applySrMeasurements'
import { SrImportButton } from '../sr/SrImportButton'
import { measureMessages } from './messages'
import { measurementText } from './measurementText'
import { MEASUREMENT_TABLES, tableOf } from './tables'
import { bodyOf, useMeasurements } from './useMeasurements'

export { applySrMeasurements } from './applySrMeasurements'

const P = 'ultrasound.measure'
const LABELS: readonly FetusLabel[] = ['A', 'B', 'C', 'D', 'E']
const LEVELS: readonly ObstetricLevel[] = ['I', 'II', 'III', 'IV']

/**
 * What is sent on save: only what the chosen table has (switching the exam type back and forth while editing loses
 * nothing; the server stores only the chosen table's rows), labels in order.
 */
function pruned(body: UsMeasurementsBody): UsMeasurementsBody {
  const type = body.examType
  const rows = type ? FETUS_KEYS[type] ?? [] : []
  const fields = type ? TABLE_FIELDS[type] : []
  return {
    ...body,
    level: type === 'obstetric' ? body.level : null,
    fetuses: hasFetuses(type)
      ? body.fetuses.map((fetus, i) => ({
        ...fetus, label: LABELS[i]!,
        values: Object.fromEntries(Object.entries(fetus.values).filter(([key, value]) => rows.includes(key as never) && value !== null && value !== undefined)),
        ...(type === 'obstetric' ? {} : { placentaSite: null, placentaGrade: null, position: null }),
      }))
      : [],
    values: Object.fromEntries(Object.entries(body.values).filter(([key, value]) => value !== null && value !== undefined && fields.some((f) => f.key === key))),
    lesions: type === 'breast' || type === 'thyroid' ? body.lesions.filter((lesion) => (type === 'breast' ? lesion.tirads == null : lesion.biRads == null)) : [],
  }
}

/** The names of the values that cannot be saved (impossible, or not a number). */
function impossibleValues(body: UsMeasurementsBody, name: (key: string) => string): string[] {
  const out: string[] = []
  const p = pruned(body)
  for (const fetus of p.fetuses) {
    for (const [key, value] of Object.entries(fetus.values)) {
      if (!withinLimits(key as never, value)) out.push(p.fetuses.length > 1 ? `${name(key)} (${fetus.label})` : name(key))
    }
  }
  const fields = p.examType ? TABLE_FIELDS[p.examType] : []
  for (const field of fields) {
    const value = p.values[field.key]
    if (value !== undefined && !isChoice(field) && (typeof value !== 'number' || !(value >= field.min && value <= field.max))) out.push(name(field.key))
  }
  return out
}

/**
 * The measurement panel of an ultrasound report (issue 13): the exam type's table (fetus A/B/C… each with its own for a
 * multiple pregnancy), the gestational age by each parameter and the composite, the EFW by the chosen formula with
 * its percentile, warnings beside each field, lesions with BI-RADS or TI-RADS; saved to the exam, kept in this
 * browser until then, and inserted into the report as text.
 */
export function MeasurementPanel({ exam, insert, editable: reportOpen }: { exam: ExamDto; insert(text: string): void; editable: boolean }) {
  useMessages(measureMessages)
  const t = useT()
  const styles = useMeasurementStyles()
  const canWrite = useCan(['admin', reportPermission(exam.modality, 'write')])
  // The table changes with the report: while the sonographer may write it and holds it; otherwise the saved values.
  const editable = reportOpen && canWrite
  const m = useMeasurements(exam.id, canWrite)
  const [status, setStatus] = useState<string | null>(null)
  const [blocked, setBlocked] = useState<string[]>([])
  const onKeyDownCapture = useEnterMovesFocus()
  const body = editable ? m.body : m.saved && bodyOf(m.saved)

  const examDate = (exam.examTime ?? exam.registerTime).slice(0, 10)
  const byDates = body?.lmp ? gaByDates(body.lmp, examDate) : null
  const results = useMemo(
    () => (body ? body.fetuses.map((fetus) => computeFetus(fetus.values, { efwFormula: body.efwFormula, referenceGaDays: byDates?.total ?? null, examType: body.examType })) : []),
    [body, byDates?.total],
  )

  if (m.absent) return <AbsentPart what={t(`${P}.title`)} />
  if (m.error && !body) return <MessageBar intent="error" role="alert"><MessageBarBody>{m.error}</MessageBarBody></MessageBar>
  if (!body) return <Spinner size="tiny" label={t(`${P}.title`)} />

  const table = body.examType ? tableOf(body.examType) : null
  const change = (patch: Partial<UsMeasurementsBody>) => {
    setStatus(null)
    m.change((current) => ({ ...current, ...patch }))
  }
  const setType = (type: UsExamType | null) => {
    m.change((current) => ({
      ...current, examType: type,
      fetuses: hasFetuses(type) && current.fetuses.length === 0 ? [{ label: 'A', values: {} }] : current.fetuses,
    }))
  }
  const scanGa = results[0]?.composite.value ?? results[0]?.ga.CRL?.value ?? null
  const eddLmp = body.lmp ? eddFromLmp(body.lmp) : null
  const eddScan = scanGa ? eddFromScan(examDate, scanGa.ga.total) : null
  const nameOf = (key: string) => t(`${P}.short.${key}`)

  const save = async () => {
    const impossible = impossibleValues(body, nameOf)
    setBlocked(impossible)
    if (impossible.length) return
    const answer = await m.save(pruned(body))
    if (answer) setStatus(t(`${P}.savedAt`, { time: toMinute(toWireDateTime(new Date())).slice(11) }))
  }

  return (
    <section className={styles.root} aria-labelledby={`us-measure-${exam.id}`} onKeyDownCapture={onKeyDownCapture}>
      <h3 className={styles.heading} id={`us-measure-${exam.id}`}>{t(`${P}.title`)}</h3>
      {editable && m.restoredAt !== null ? (
        <MessageBar intent="info">
          <MessageBarBody>{t(`${P}.restored`, { time: toMinute(toWireDateTime(new Date(m.restoredAt))) })}</MessageBarBody>
          <MessageBarActions><Button size="small" onClick={m.discard}>{t(`${P}.discard`)}</Button></MessageBarActions>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        <Field label={t(`${P}.examType`)} size="small">
          <Select value={body.examType ?? ''} disabled={!editable} onChange={(_e, d) => setType((d.value || null) as UsExamType | null)}>
            <option value="">{t(`${P}.notChosen`)}</option>
            {MEASUREMENT_TABLES.map((tb) => <option key={tb.type} value={tb.type}>{t(`${P}.types.${tb.type}`)}</option>)}
          </Select>
        </Field>
        {body.examType === 'obstetric' ? (
          <Field label={t(`${P}.level`)} size="small">
            <Select value={body.level ?? ''} disabled={!editable} onChange={(_e, d) => change({ level: (d.value || null) as ObstetricLevel | null })}>
              <option value="">{t(`${P}.notChosen`)}</option>
              {LEVELS.map((level) => <option key={level} value={level}>{t(`${P}.levels.${level}`)}</option>)}
            </Select>
          </Field>
        ) : null}
        {table?.fetalSurvey ? (
          <Field label={t(`${P}.efwFormula`)} size="small">
            <Select value={body.efwFormula} disabled={!editable} onChange={(_e, d) => change({ efwFormula: d.value as EfwFormulaId })}>
              {Object.values(EFW_FORMULAS).map((f) => <option key={f.id} value={f.id}>{f.name}</option>)}
            </Select>
          </Field>
        ) : null}
        {table && table.fetusRows.length ? (
          <Field label={t(`${P}.lmp`)} size="small">
            <Input type="date" value={body.lmp ?? ''} disabled={!editable} onChange={(_e, d) => change({ lmp: d.value || null })} />
          </Field>
        ) : null}
      </div>
      {table && table.fetusRows.length && (byDates || eddScan) ? (
        <p className={styles.status}>
          {byDates && eddLmp ? t(`${P}.byDates`, { ga: t(`${P}.ga`, { weeks: byDates.weeks, days: byDates.days }), edd: eddLmp }) : null}
          {byDates && eddScan ? ' · ' : null}
          {eddScan && scanGa ? t(`${P}.byScan`, { edd: eddScan, formula: scanGa.formula }) : null}
        </p>
      ) : null}

      {!table ? <p>{t(`${P}.chooseType`)}</p> : null}
      {table && table.fetusRows.length ? (
        <>
          {/* The device's structured report (DICOM SR, TID 5000) fills the tables; the values stay editable. */}
          <SrImportButton examineId={exam.id} disabled={!editable} onImport={(list) => m.change((current) => applySrMeasurements(current, list))} />
          {body.fetuses.map((fetus, i) => (
            <FetusTable
              key={i}
              table={table}
              fetus={{ ...fetus, label: LABELS[i]! }}
              result={results[i]!}
              editable={editable}
              multiple={body.fetuses.length > 1}
              onChange={(next) => change({ fetuses: body.fetuses.map((f, j) => (j === i ? next : f)) })}
              onRemove={body.fetuses.length > 1 ? () => change({ fetuses: body.fetuses.filter((_f, j) => j !== i).map((f, j) => ({ ...f, label: LABELS[j]! })) }) : null}
            />
          ))}
          <div>
            <Button
              size="small"
              icon={<AddRegular />}
              disabled={!editable || body.fetuses.length >= LABELS.length}
              onClick={() => change({ fetuses: [...body.fetuses, { label: LABELS[body.fetuses.length]!, values: {} }] })}
            >
              {t(`${P}.addFetus`)}
            </Button>
          </div>
        </>
      ) : null}
      {table && table.fields.length ? (
        <FieldTable
          caption={t(`${P}.types.${table.type}`)}
          fields={table.fields}
          values={body.values}
          editable={editable}
          onChange={(key, value) => {
            const values = { ...body.values }
            if (value === undefined) delete values[key]
            else values[key] = value
            change({ values })
          }}
        />
      ) : null}
      {table?.lesions ? <LesionList kind={table.lesions} lesions={body.lesions} editable={editable} onChange={(lesions) => change({ lesions })} /> : null}

      {blocked.length ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{t(`${P}.fixFirst`, { keys: blocked.join(', ') })}</MessageBarBody></MessageBar>
      ) : null}
      {m.error ? <MessageBar intent="error" role="alert"><MessageBarBody>{m.error}</MessageBarBody></MessageBar> : null}
      <div className={styles.actions}>
        {editable ? (
          <Button icon={<SaveRegular />} disabled={m.busy || !table} onClick={() => void save()}>{t(`${P}.save`)}</Button>
        ) : null}
        <Button icon={<TextAddRegular />} disabled={!table || !editable} onClick={() => insert(measurementText(t, pruned(body), results))}>{t(`${P}.insert`)}</Button>
        <span className={styles.status} role="status">{editable && m.dirty ? t(`${P}.unsaved`) : status ?? ''}</span>
      </div>
    </section>
  )
}
