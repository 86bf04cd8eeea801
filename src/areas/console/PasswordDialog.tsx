import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import type { FormEvent } from 'react'
import { useT } from '../../ui/i18n/useT'
import { usePasswordForm } from './usePasswordForm'
import { useClickGuard } from '../../ui/controls/useClickGuard'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * The change-password dialog of the user menu and the personal center.
 *
 * @example
 * <PasswordDialog open={open} onClose={() => setOpen(false)} />
 */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles()
  const t = useT()
  const form = usePasswordForm()
  const close = () => {
    form.reset()
    onClose()
  }
  const onSubmit = useClickGuard((event: FormEvent) => {
    event.preventDefault()
    void form.submit()
  })
  const field = (key: 'oldPass' | 'newPass' | 'confirmPass', autoComplete: string) => (
    <Field label={t(`password.${key}`)} required validationMessage={form.errors[key]}>
      <Input type="password" name={key} autoComplete={autoComplete} value={form.values[key]} onChange={(_e, d) => form.setValue(key, d.value)} />
    </Field>
  )
  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && close()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('password.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {form.serverError ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{form.serverError}</MessageBarBody>
                </MessageBar>
              ) : null}
              {form.done ? (
                <MessageBar intent="success" role="status">
                  <MessageBarBody>{t('session.passwordChanged')}</MessageBarBody>
                </MessageBar>
              ) : null}
              {field('oldPass', 'current-password')}
              {field('newPass', 'new-password')}
              {field('confirmPass', 'new-password')}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabledFocusable={form.saving || form.done}>
                {form.saving ? t('password.saving') : t('password.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
