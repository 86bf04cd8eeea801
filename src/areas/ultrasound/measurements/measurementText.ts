import type { UsMeasurementsBody } from '../../../core/contract/ultrasound'
import { OBSTETRIC_UNITS } from '../../../core/contract/ultrasound'
import type { FetusResult } from '../../../core/obstetrics/fetus'
import { isChoice } from '../../../core/ultrasound/fields'
import { tiradsLevel, tiradsPoints } from '../../../core/ultrasound/tirads'
import { tableOf } from './tables'

type Translate = (key: string, options?: Record<string, unknown>) => string

const P = 'ultrasound.measure'

/** A number as reports write it: no trailing zeros, at most two decimals. */
export function formatValue(value: number): string {
  return String(Math.round(value * 100) / 100)
}

const unitText = (t: Translate, unit: string) => (unit === 'mm' ? t(`${P}.text.unitMm`) : unit === 'cm' ? t(`${P}.text.unitCm`) : unit === 'bpm' ? t(`${P}.text.unitBpm`) : '')

/**
 * The measurements as report text in the interface language, one line per fetus (or table): the values with their
 * units, the ultrasound GA and the EFW with the formula named, placenta and presentation; the other tables' values
 * and each lesion with its BI-RADS category or TI-RADS level. Values that are impossible are left out, as are
 * results that were withheld.
 *
 * @example
 * measurementText(t, body, results) // '双顶径 60 mm，头围 220 mm，…；估测胎儿体重 681 g（Hadlock 4）。'
 */
export function measurementText(t: Translate, body: UsMeasurementsBody, results: readonly FetusResult[]): string {
  if (!body.examType) return ''
  const table = tableOf(body.examType)
  const sep = t(`${P}.text.sep`)
  const clause = t(`${P}.text.clause`)
  const end = t(`${P}.text.end`)
  const item = (key: string, value: string, unit: string) => t(`${P}.text.item`, { label: t(`${P}.short.${key}`), value, unit: unitText(t, unit) })
  const lines: string[] = []

  body.fetuses.forEach((fetus, i) => {
    const result = results[i]
    const bad = new Set(result?.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.key))
    const values = table.fetusRows
      .filter((key) => fetus.values[key] !== undefined && fetus.values[key] !== null && Number.isFinite(fetus.values[key]) && !bad.has(key))
      .map((key) => item(key, formatValue(fetus.values[key]!), OBSTETRIC_UNITS[key]))
    const clauses = values.length ? [values.join(sep)] : []
    const ga = result?.composite.value ?? result?.ga.CRL?.value ?? null
    if (ga) clauses.push(t(`${P}.text.ga`, { ga: t(`${P}.ga`, { weeks: ga.ga.weeks, days: ga.ga.days }), formula: ga.formula }))
    if (table.fetalSurvey && result?.efw.value) {
      const percentile = result.percentile.value ? `${sep}${t(`${P}.text.percentile`, { p: Math.round(result.percentile.value.percentile) })}` : ''
      clauses.push(t(`${P}.text.efw`, { grams: result.efw.value.grams, formula: result.efw.value.formula.short }) + percentile)
    }
    if (table.fetalSurvey && fetus.placentaSite) {
      const grade = fetus.placentaGrade === null || fetus.placentaGrade === undefined ? '' : t(`${P}.grades.g${fetus.placentaGrade}`)
      clauses.push(t(`${P}.text.placenta`, { site: t(`${P}.sites.${fetus.placentaSite}`), grade }))
    }
    if (table.fetalSurvey && fetus.position) clauses.push(t(`${P}.text.position`, { position: t(`${P}.positions.${fetus.position}`) }))
    if (!clauses.length) return
    const prefix = body.fetuses.length > 1 ? t(`${P}.text.fetus`, { label: fetus.label }) : ''
    lines.push(prefix + clauses.join(clause) + end)
  })

  const fields = table.fields
    .filter((field) => body.values[field.key] !== undefined && body.values[field.key] !== null)
    .map((field) => {
      const value = body.values[field.key]!
      if (isChoice(field)) return `${t(`${P}.short.${field.key}`)} ${t(`${P}.choices.${String(value)}`)}`
      return typeof value === 'number' && Number.isFinite(value) && value >= field.min && value <= field.max ? item(field.key, formatValue(value), field.unit) : null
    })
    .filter((text): text is string => text !== null)
  if (fields.length) lines.push(fields.join(sep) + end)

  body.lesions.forEach((lesion) => {
    const size = lesion.size.filter((d): d is number => d !== null && Number.isFinite(d)).map(formatValue).join(' × ')
    const parts = [t(`${P}.text.lesion`, { location: lesion.location, size })]
    if (table.lesions === 'breast' && lesion.biRads) parts.push(t(`${P}.text.biRads`, { category: lesion.biRads }))
    if (table.lesions === 'thyroid' && lesion.tirads) {
      const points = tiradsPoints(lesion.tirads)
      parts.push(t(`${P}.text.tirads`, { level: tiradsLevel(points), points }))
    }
    lines.push(parts.join(sep) + end)
  })
  return lines.join('\n')
}
