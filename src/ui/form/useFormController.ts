import { useCallback, useState } from 'react'
import { fieldErrors } from '../../core/resource/fieldErrors'
import type { FieldDeclaration, FormDeclaration } from '../../core/resource/resource.types'
import { validateField } from '../../core/resource/validateField'
import { useT } from '../i18n/useT'

/** The state and actions of one add/edit form. */
export interface FormController {
  mode: 'add' | 'edit'
  values: Record<string, unknown>
  errors: Record<string, string>
  /** A failure that belongs to no field (shown above the form). */
  general: string | null
  submitting: boolean
  /** The fields shown for the current values. */
  fields: readonly FieldDeclaration[]
  setValue(name: string, value: unknown): void
  /** Validates, then sends; resolves true when saved. Field errors from the server land on their fields. */
  submit(): Promise<boolean>
}

/**
 * The one form controller for adding and editing a record of a declaration (react-admin's idea): values from the
 * declared defaults or from the row (`fromRow`), validation by each field's rules before sending, the body made by
 * `toBody`, and a failed save's messages sorted onto their fields — the form keeps every value, whatever happens.
 *
 * @example
 * const form = useFormController(jobResource.form!, 'edit', row, (body) => list.save(body, 'edit'))
 */
export function useFormController<Row>(
  declaration: FormDeclaration<Row>,
  mode: 'add' | 'edit',
  row: Row | null,
  save: (body: unknown) => Promise<void>,
  rowById?: (id: unknown) => Row | undefined,
): FormController {
  const t = useT()
  // The dialog mounts per record, so the values start once, from the defaults or the row.
  const [values, setValues] = useState<Record<string, unknown>>(() => {
    if (mode === 'edit' && row) {
      const fromRow = declaration.fromRow?.(row, rowById ?? (() => undefined)) ?? { ...(row as Record<string, unknown>) }
      return { ...declaration.defaults, ...fromRow }
    }
    return { ...declaration.defaults }
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const fields = declaration.fields.filter((field) => field.visible?.(values, mode) ?? true)

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _gone, ...rest } = current
      return rest
    })
  }, [])

  const submit = async (): Promise<boolean> => {
    const found: Record<string, string> = {}
    for (const field of fields) {
      const failure = validateField(field, values[field.name], values)
      if (failure) found[field.name] = t(failure.key, failure.values)
    }
    setErrors(found)
    setGeneral(null)
    if (Object.keys(found).length) return false
    setSubmitting(true)
    try {
      const body = declaration.toBody ? declaration.toBody(values, mode) : values
      await save(body)
      return true
    } catch (error) {
      const sorted = fieldErrors(error, fields.map((f) => f.name))
      setErrors(sorted.fields)
      setGeneral(sorted.general)
      return false
    } finally {
      setSubmitting(false)
    }
  }

  return { mode, values, errors, general, submitting, fields, setValue, submit }
}
