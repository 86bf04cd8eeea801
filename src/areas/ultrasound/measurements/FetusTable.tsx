import { Button, Field, Select } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import { OBSTETRIC_UNITS, type FetusMeasurements, type ObstetricKey } from '../../../core/contract/ultrasound'
import type { FetusResult, GaParameter, MeasurementIssue, Result } from '../../../core/obstetrics/fetus'
import { useT } from '../../../ui/i18n/useT'
import { useMeasurementStyles } from './MeasurementPanel.styles'
import { MeasureRow } from './MeasureRow'
import type { MeasurementTable } from './tables'

const P = 'ultrasound.measure'
const SITES = ['anterior', 'posterior', 'fundal', 'left', 'right', 'lowLying', 'previa'] as const
const POSITIONS = ['cephalic', 'breech', 'transverse', 'oblique'] as const

/** The words of a measurement issue. */
export function issueText(t: ReturnType<typeof useT>, issue: MeasurementIssue): string {
  return t(`${P}.issues.${issue.code}`, issue.params)
}

/** The words of a withheld result. */
export function withheldText(t: ReturnType<typeof useT>, result: Result<unknown>): string {
  if (result.value !== null) return ''
  return t(`${P}.withheld.${result.reason}`, { keys: (result.keys ?? []).map((key) => t(`${P}.short.${key}`)).join(', ') })
}

/**
 * One fetus's table: a row per measurement with its entry, unit, the gestational age it gives (formula named) and its
 * warnings beside it; below, the composite GA, the EFW with its formula and percentile (or why they are withheld),
 * the corrected BPD and cephalic index, placenta and presentation.
 */
export function FetusTable({ table, fetus, result, onChange, onRemove, editable, multiple }: {
  table: MeasurementTable
  fetus: FetusMeasurements
  result: FetusResult
  onChange(next: FetusMeasurements): void
  onRemove: (() => void) | null
  editable: boolean
  multiple: boolean
}) {
  const t = useT()
  const styles = useMeasurementStyles()
  const id = useId()
  const caption = t(`${P}.fetus`, { label: fetus.label })
  const issuesOf = (key: ObstetricKey) => result.issues.filter((issue) => issue.key === key)
  const setValue = (key: ObstetricKey, value: number | undefined) => {
    const values = { ...fetus.values }
    if (value === undefined) delete values[key]
    else values[key] = value
    onChange({ ...fetus, values })
  }
  const gaCell = (key: ObstetricKey) => {
    const ga = result.ga[key as GaParameter]
    if (!ga) return ''
    if (ga.value === null) return ''
    return t(`${P}.gaFormula`, { ga: t(`${P}.ga`, { weeks: ga.value.ga.weeks, days: ga.value.ga.days }), formula: ga.value.formula })
  }
  const efw = result.efw
  const percentile = result.percentile

  return (
    <section className={styles.fetus} aria-label={caption}>
      {multiple || onRemove ? (
        <div className={styles.fetusHead}>
          <h4 className={styles.heading}>{caption}</h4>
          {onRemove ? (
            <Button size="small" icon={<DeleteRegular />} disabled={!editable} onClick={onRemove}>{t(`${P}.removeFetus`, { label: fetus.label })}</Button>
          ) : null}
        </div>
      ) : null}
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`${P}.columns.item`)}</th>
            <th scope="col">{t(`${P}.columns.value`)}</th>
            <th scope="col">{t(`${P}.columns.unit`)}</th>
            <th scope="col">{t(`${P}.columns.ga`)}</th>
            <th scope="col">{t(`${P}.columns.note`)}</th>
          </tr>
        </thead>
        <tbody>
          {table.fetusRows.map((key) => (
            <MeasureRow
              key={key}
              noteId={`${id}-${key}-note`}
              item={t(`${P}.keys.${key}`)}
              inputLabel={t(`${P}.inputLabel`, { item: t(`${P}.keys.${key}`), label: fetus.label })}
              value={fetus.values[key]}
              onChange={(value) => setValue(key, value)}
              unit={OBSTETRIC_UNITS[key] ? t(`${P}.units.${OBSTETRIC_UNITS[key]}`) : ''}
              extra={<td>{gaCell(key)}</td>}
              notes={issuesOf(key).map((issue) => ({ key: issue.code, text: issueText(t, issue), severity: issue.severity }))}
              editable={editable}
            />
          ))}
        </tbody>
      </table>
      <dl className={styles.summary} aria-label={t(`${P}.fetus`, { label: fetus.label })}>
        {table.fetusRows.includes('BPD') && table.fetusRows.includes('AC') ? (
          <>
            <dt className={styles.term}>{t(`${P}.composite`)}</dt>
            <dd>
              {result.composite.value
                ? t(`${P}.gaFormula`, { ga: t(`${P}.ga`, { weeks: result.composite.value.ga.weeks, days: result.composite.value.ga.days }), formula: result.composite.value.formula })
                : withheldText(t, result.composite)}
            </dd>
          </>
        ) : null}
        {table.fetalSurvey ? (
          <>
            <dt className={styles.term}>{t(`${P}.efw`)}</dt>
            <dd className={efw.value === null && efw.reason !== 'missing' ? styles.error : undefined} data-testid={`efw-${fetus.label}`}>
              {efw.value ? t(`${P}.efwValue`, { grams: efw.value.grams, formula: efw.value.formula.name }) : withheldText(t, efw)}
            </dd>
            <dt className={styles.term}>{t(`${P}.percentile`)}</dt>
            <dd>
              {percentile.value
                ? t(`${P}.percentileValue`, { p: Math.round(percentile.value.percentile), standard: percentile.value.standard })
                : efw.value ? withheldText(t, percentile) : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {result.correctedBpd !== null && result.cephalicIndex !== null ? (
        <p className={styles.status}>{t(`${P}.derived`, { cbpd: result.correctedBpd.toFixed(1), ci: result.cephalicIndex.toFixed(1) })}</p>
      ) : null}
      {table.fetalSurvey ? (
        <div className={styles.row}>
          <Field label={t(`${P}.placentaSite`)} size="small">
            <Select value={fetus.placentaSite ?? ''} disabled={!editable} onChange={(_e, d) => onChange({ ...fetus, placentaSite: (d.value || null) as FetusMeasurements['placentaSite'] })}>
              <option value="">{t(`${P}.notChosen`)}</option>
              {SITES.map((site) => <option key={site} value={site}>{t(`${P}.sites.${site}`)}</option>)}
            </Select>
          </Field>
          <Field label={t(`${P}.placentaGrade`)} size="small">
            <Select
              value={fetus.placentaGrade === null || fetus.placentaGrade === undefined ? '' : String(fetus.placentaGrade)}
              disabled={!editable}
              onChange={(_e, d) => onChange({ ...fetus, placentaGrade: d.value === '' ? null : (Number(d.value) as 0 | 1 | 2 | 3) })}
            >
              <option value="">{t(`${P}.notChosen`)}</option>
              {[0, 1, 2, 3].map((grade) => <option key={grade} value={String(grade)}>{t(`${P}.grades.g${grade}`)}</option>)}
            </Select>
          </Field>
          <Field label={t(`${P}.position`)} size="small">
            <Select value={fetus.position ?? ''} disabled={!editable} onChange={(_e, d) => onChange({ ...fetus, position: (d.value || null) as FetusMeasurements['position'] })}>
              <option value="">{t(`${P}.notChosen`)}</option>
              {POSITIONS.map((position) => <option key={position} value={position}>{t(`${P}.positions.${position}`)}</option>)}
            </Select>
          </Field>
        </div>
      ) : null}
    </section>
  )
}
