import type { ReactNode } from 'react'
import { useMeasurementStyles } from './MeasurementPanel.styles'
import { NumberInput } from './NumberInput'

/** A note under a value: an error (an impossible value, said at once) or a warning (outside the usual range). */
export interface MeasureNote {
  key: string
  text: string
  severity: 'error' | 'warning'
}

/**
 * One row of a measurement table: the item, its number entry, its unit, any cells the table adds (a fetus's
 * gestational age), and its notes — which name the entry (aria-describedby) and mark it invalid when one is an error.
 *
 * @example
 * <MeasureRow noteId={`${id}-BPD`} item="BPD" inputLabel="BPD, fetus A" value={60} unit="mm" notes={[]} editable onChange={set} />
 */
export function MeasureRow({ noteId, item, inputLabel, value, onChange, unit, extra, notes, editable }: {
  noteId: string
  item: string
  inputLabel: string
  value: number | undefined
  onChange(value: number | undefined): void
  unit: string
  extra?: ReactNode
  notes: readonly MeasureNote[]
  editable: boolean
}) {
  const styles = useMeasurementStyles()
  return (
    <tr>
      <th scope="row">{item}</th>
      <td className={styles.value}>
        <NumberInput value={value} onChange={onChange} label={inputLabel} describedBy={notes.length ? noteId : undefined}
          invalid={notes.some((note) => note.severity === 'error')} disabled={!editable} />
      </td>
      <td>{unit}</td>
      {extra}
      <td id={noteId}>
        {notes.map((note) => (
          <div key={note.key} className={note.severity === 'error' ? styles.error : styles.warning} role={note.severity === 'error' ? 'alert' : undefined}>
            {note.text}
          </div>
        ))}
      </td>
    </tr>
  )
}
