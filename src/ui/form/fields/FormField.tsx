import {
  Dropdown,
  makeStyles,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  SpinButton,
  Switch,
  Textarea,
} from '@fluentui/react-components'
import { useId, type ReactNode } from 'react'
import type { FieldDeclaration } from '../../../core/resource/resource.types'
import { useDensity } from '../../density/useDensity'
import { useT } from '../../i18n/useT'
import { useOptions } from '../useOptions'
import { CronField } from './CronField'
import { IconField } from './IconField'
import { TreeSelect } from './TreeSelect'

/** Props of {@link FormField}. */
export interface FormFieldProps {
  field: FieldDeclaration
  /** The message key of the label (the declaration's, or `resources.<name>.fields.<field>`). */
  labelKey: string
  value: unknown
  onChange: (value: unknown) => void
  error?: string | undefined
  disabled?: boolean
  /** A view's own control for this field, rendered instead of the built-in one. */
  control?: ReactNode
  /** What a tree select shows for a value whose node is not loaded (an edited record's parent). */
  selectedLabel?: string | undefined
  /** Values of the label's placeholders (`第 {{n}} 项：检查部位`). */
  labelValues?: Record<string, string | number>
  /** The label is read by assistive technology but not shown (a field in a table row under its column header). */
  labelHidden?: boolean
}

const useStyles = makeStyles({
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
})

const asString = (value: unknown) => (value === undefined || value === null ? '' : String(value))
/** A typed number kept to the field's decimal places, as the spin button shows it (12.345 → 12.35 for a fee). */
const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

/**
 * One field of a form as its declaration says: a Fluent `Field` (label, required mark, error under the control,
 * hint) around the control of its kind — text, password, textarea, number, switch, radio and select from a dictionary
 * or options, multi-select, tree select, date, a cron expression with its next runs, a menu icon. Sizes follow the console's density.
 *
 * @example
 * <FormField field={{ name: 'name', kind: 'text', required: true }} labelKey="resources.job.fields.name" value={v} onChange={set} />
 */
export function FormField({ field, labelKey, value, onChange, error, disabled, control, selectedLabel, labelValues, labelHidden }: FormFieldProps) {
  const t = useT()
  const styles = useStyles()
  const { control: size } = useDensity()
  const id = useId()
  const labelId = `${id}-label`
  const { choices, error: optionsError } = useOptions(field)
  const common = { id, disabled, size } as const
  const placeholder = t('kit.field.choose')

  let input: ReactNode = control
  if (!input) {
    switch (field.kind) {
      case 'textarea':
        input = <Textarea {...common} value={asString(value)} onChange={(_e, d) => onChange(d.value)} maxLength={field.maxLength} resize="vertical" />
        break
      case 'number':
        input = (
          <SpinButton
            id={id}
            disabled={disabled}
            size={size === 'large' ? 'medium' : size}
            value={typeof value === 'number' ? value : value === '' || value === null || value === undefined ? null : Number(value)}
            min={field.min}
            max={field.max}
            {...(field.precision === undefined ? {} : { precision: field.precision })}
            onChange={(_e, d) => {
              const next = d.value ?? (d.displayValue === undefined || d.displayValue === '' ? null : Number(d.displayValue))
              onChange(next === null || Number.isNaN(next) ? null : field.precision === undefined ? next : roundTo(next, field.precision))
            }}
          />
        )
        break
      case 'switch':
        input = <Switch id={id} disabled={disabled} checked={value === true || value === 'true'} onChange={(_e, d) => onChange(d.checked)} />
        break
      case 'radio':
        input = (
          <RadioGroup id={id} disabled={disabled} layout="horizontal" value={asString(value)} onChange={(_e, d) => onChange(d.value)} aria-labelledby={labelId}>
            {choices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} disabled={choice.disabled} />
            ))}
          </RadioGroup>
        )
        break
      case 'select':
      case 'multiSelect': {
        const multiple = field.kind === 'multiSelect'
        const selected = multiple ? (Array.isArray(value) ? value.map(String) : []) : value === null || value === undefined || value === '' ? [] : [String(value)]
        input = (
          <Dropdown
            {...common}
            multiselect={multiple}
            placeholder={placeholder}
            selectedOptions={selected}
            value={choices.filter((c) => selected.includes(c.value)).map((c) => c.label).join(', ')}
            onOptionSelect={(_e, d) => onChange(multiple ? d.selectedOptions : (d.optionValue ?? null))}
          >
            {choices.map((choice) => (
              <Option key={choice.value} value={choice.value} disabled={choice.disabled}>
                {choice.label}
              </Option>
            ))}
          </Dropdown>
        )
        break
      }
      case 'treeSelect':
        input = (
          <TreeSelect
            id={id}
            size={size}
            value={value === null || value === undefined || value === '' ? null : String(value)}
            choices={choices}
            source={field.optionsFrom}
            onChange={onChange}
            placeholder={placeholder}
            selectedLabel={selectedLabel}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
          />
        )
        break
      case 'cron':
        input = <CronField id={id} size={size} disabled={disabled} value={asString(value)} onChange={onChange} />
        break
      case 'icon':
        input = <IconField id={id} size={size} disabled={disabled} value={asString(value)} onChange={onChange} />
        break
      case 'date':
        input = <Input {...common} type="date" value={asString(value)} onChange={(_e, d) => onChange(d.value)} />
        break
      default:
        input = (
          <Input
            {...common}
            type={field.kind === 'password' ? 'password' : 'text'}
            value={asString(value)}
            maxLength={field.maxLength}
            autoComplete={field.kind === 'password' ? 'new-password' : 'off'}
            onChange={(_e, d) => onChange(d.value)}
          />
        )
    }
  }

  return (
    <Field
      label={{ children: t(labelKey, labelValues), id: labelId, htmlFor: id, ...(labelHidden ? { className: styles.hidden } : {}) }}
      required={field.required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
      hint={optionsError ? t('kit.field.optionsFailed', { message: optionsError }) : field.help ? t(field.help) : undefined}
      size={size}
      data-field={field.name}
    >
      {input}
    </Field>
  )
}
