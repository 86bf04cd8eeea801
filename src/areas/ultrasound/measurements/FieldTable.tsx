import { Select } from '@fluentui/react-components'
import { useId } from 'react'
import { isChoice, type UsField } from '../../../core/ultrasound/fields'
import { useT } from '../../../ui/i18n/useT'
import { useMeasurementStyles } from './MeasurementPanel.styles'
import { MeasureRow, type MeasureNote } from './MeasureRow'

const P = 'ultrasound.measure'

/**
 * A table of single values (gynaecology, liver/kidney, the pregnancy's cervical length): entry, unit and a note
 * when the value is impossible or outside the usual range.
 */
export function FieldTable({ caption, fields, values, onChange, editable }: {
  caption: string
  fields: readonly UsField[]
  values: Record<string, number | string>
  onChange(key: string, value: number | string | undefined): void
  editable: boolean
}) {
  const t = useT()
  const styles = useMeasurementStyles()
  const id = useId()
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`${P}.columns.item`)}</th>
          <th scope="col">{t(`${P}.columns.value`)}</th>
          <th scope="col">{t(`${P}.columns.unit`)}</th>
          <th scope="col">{t(`${P}.columns.note`)}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const label = t(`${P}.keys.${field.key}`)
          const value = values[field.key]
          if (isChoice(field)) {
            return (
              <tr key={field.key}>
                <th scope="row">{label}</th>
                <td colSpan={3}>
                  <Select size="small" aria-label={label} value={value === undefined ? '' : String(value)} disabled={!editable} onChange={(_e, d) => onChange(field.key, d.value || undefined)}>
                    <option value="">{t(`${P}.notChosen`)}</option>
                    {field.choices.map((choice) => <option key={choice} value={choice}>{t(`${P}.choices.${choice}`)}</option>)}
                  </Select>
                </td>
              </tr>
            )
          }
          const number = typeof value === 'number' ? value : undefined
          const impossible = number !== undefined && (!Number.isFinite(number) || number < field.min || number > field.max)
          const unusual = !impossible && number !== undefined && field.normal !== undefined && (number < field.normal[0] || number > field.normal[1])
          const notes: MeasureNote[] = [
            ...(impossible ? [{ key: 'impossible', text: t(`${P}.issues.impossible`, { min: field.min, max: field.max }), severity: 'error' as const }] : []),
            ...(unusual && field.normal
              ? [{ key: 'unusual', text: t(`${P}.issues.outsideNormal`, { min: field.normal[0], max: field.normal[1] }), severity: 'warning' as const }] : []),
          ]
          return (
            <MeasureRow key={field.key} noteId={`${id}-${field.key}`} item={label} inputLabel={label} value={number} onChange={(v) => onChange(field.key, v)}
              unit={field.unit ? t(`${P}.units.${field.unit}`) : ''} notes={notes} editable={editable} />
          )
        })}
      </tbody>
    </table>
  )
}
