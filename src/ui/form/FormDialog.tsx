import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useReturnFocus } from '../a11y/useReturnFocus'
import { useDensity } from '../density/useDensity'
import { useMessages } from '../i18n/useMessages'
import { useT } from '../i18n/useT'
import { kitMessages } from '../messages'
import { FormField } from './fields/FormField'
import type { FormController } from './useFormController'

const useStyles = makeStyles({
  small: { maxWidth: '420px' },
  medium: { maxWidth: '600px' },
  large: { maxWidth: '860px' },
  grid: { display: 'grid', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gridTemplateColumns: '1fr' },
  two: { '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
  wide: { gridColumn: '1 / -1' },
})

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean
  title: string
  form: FormController
  /** `resources.<name>.fields.` — the prefix of each field's label key. */
  labelPrefix: string
  size?: 'small' | 'medium' | 'large'
  columns?: 1 | 2
  onClose: () => void
  onSaved: () => void
  /** Controls the kit draws outside the generic fields (cron, file, icon), by field name. */
  controls?: Record<string, (value: unknown, onChange: (value: unknown) => void) => ReactNode>
}

/**
 * eladmin's add/edit dialog: the declared fields in one or two columns, cancel and confirm (busy while saving), a
 * click outside never closes it, a failed save keeps it open with the server's messages on their fields and the
 * focus on the first of them; Escape or cancel closes it and the focus goes back to what opened it.
 *
 * @example
 * <FormDialog open title={t('kit.dialog.addTitle', { name })} form={form} labelPrefix="resources.job.fields." onClose={close} onSaved={done} />
 */
export function FormDialog({ open, title, form, labelPrefix, size = 'medium', columns = 1, onClose, onSaved, controls }: FormDialogProps) {
  useMessages(kitMessages)
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const body = useRef<HTMLFormElement>(null)
  const focusFirstError = useRef(false)
  useReturnFocus()

  // After a refused save, the first marked field takes the focus — once, on the render that shows the marks, and
  // never later while the user is already correcting (typing in one field must not pull him to another).
  useLayoutEffect(() => {
    if (!focusFirstError.current || form.submitting) return
    focusFirstError.current = false
    const invalid = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    invalid?.focus()
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.submitting) return
    focusFirstError.current = true
    const saved = await form.submit()
    focusFirstError.current = false
    if (saved) onSaved()
  }

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_e, data) => !data.open && data.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles[size]}>
        <form ref={body} onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {form.general ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('kit.dialog.failed', { message: form.general })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={mergeClasses(styles.grid, columns === 2 && styles.two)}>
                {form.fields.map((field) => (
                  <div key={field.name} className={field.wide ? styles.wide : undefined}>
                    <FormField
                      field={field}
                      labelKey={field.label ?? `${labelPrefix}${field.name}`}
                      value={form.values[field.name]}
                      onChange={(value) => form.setValue(field.name, value)}
                      error={form.errors[field.name]}
                      selectedLabel={field.labelField ? (form.values[field.labelField] as string | undefined) : undefined}
                      disabled={field.disabled?.(form.values, form.mode) ?? false}
                      control={controls?.[field.name]?.(form.values[field.name], (value) => form.setValue(field.name, value))}
                    />
                  </div>
                ))}
              </div>
            </DialogContent>
            <DialogActions>
              <Button size={control} onClick={onClose}>
                {t('kit.dialog.cancel')}
              </Button>
              <Button size={control} type="submit" appearance="primary" disabled={form.submitting} icon={form.submitting ? <Spinner size="tiny" /> : undefined}>
                {form.submitting ? t('kit.dialog.saving') : t('kit.dialog.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
