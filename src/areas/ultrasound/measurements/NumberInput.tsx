import { Input } from '@fluentui/react-components'
import { useEffect, useState } from 'react'

/** Parses what was typed: empty → undefined, a number (comma or point) → it, anything else → NaN (shown as impossible). */
function parse(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return undefined
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const show = (value: number | undefined) => (value === undefined || value === null || Number.isNaN(value) ? '' : String(value))

/**
 * A measurement entry: typed as text (so `6.` and `-` can be on the way to a number), read on every change, and
 * refreshed when the value changes from outside (an SR import).
 */
export function NumberInput({ value, onChange, label, describedBy, invalid, disabled }: {
  value: number | undefined
  onChange(value: number | undefined): void
  label: string
  describedBy?: string | undefined
  invalid?: boolean
  disabled?: boolean
}) {
  const [text, setText] = useState(show(value))
  useEffect(() => {
    setText((current) => {
      const parsed = parse(current)
      return parsed === value || (Number.isNaN(parsed) && (value === undefined || Number.isNaN(value))) ? current : show(value)
    })
  }, [value])
  return (
    <Input
      size="small"
      inputMode="decimal"
      value={text}
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(_e, data) => {
        setText(data.value)
        onChange(parse(data.value))
      }}
    />
  )
}
