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
} from '@fluentui/react-components'
import { useEffect, useState, type FormEvent } from 'react'
import { encryptPassword } from '../../../core/crypto/rsa'
import { http } from '../../../core/http/http'
import { t as translate } from '../../../core/i18n/i18n'
import { notify } from '../../../core/notify/notifications'
import { getInfo } from '../../../core/session/session'
import { isValidEmail } from '../../../core/validators/validators'
import { useT } from '../../../ui/i18n/useT'
import { useUserCenterStyles } from './UserCenter.styles'
import { useClickGuard } from '../../../ui/controls/useClickGuard'

type Errors = Partial<Record<'email' | 'code' | 'password', string>>

/**
 * Changing the email: a code is sent to the new address (POST api/code/resetEmail, 60 s before another), then the
 * code and the current password (RSA-encrypted) confirm it (POST api/users/updateEmail/{code}).
 *
 * @example
 * <EmailDialog open={open} onClose={close} />
 */
export function EmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useUserCenterStyles()
  const t = useT()
  const [values, setValues] = useState({ email: '', code: '', password: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [countdown, setCountdown] = useState(0)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (countdown <= 0) return
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [countdown])

  const set = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const close = () => {
    setValues({ email: '', code: '', password: '' })
    setErrors({})
    setServerError(null)
    onClose()
  }

  const sendCode = async () => {
    if (!isValidEmail(values.email)) return setErrors({ email: translate('validation.email') })
    setServerError(null)
    try {
      await http.post('api/code/resetEmail', undefined, { params: { email: values.email }, silent: true })
      setCountdown(60)
      notify({ intent: 'success', message: t('userCenter.codeSent', { email: values.email }), duration: 3000 })
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure))
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!isValidEmail(values.email)) found.email = translate('validation.email')
    if (!values.code.trim()) found.code = translate('userCenter.codeRequired')
    if (!values.password) found.password = translate('userCenter.passwordRequired')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    setServerError(null)
    try {
      const password = await encryptPassword(values.password)
      await http.post(`api/users/updateEmail/${encodeURIComponent(values.code.trim())}`, { password, email: values.email }, { silent: true })
      await getInfo()
      notify({ intent: 'success', message: t('userCenter.emailSaved'), duration: 2500 })
      close()
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setSaving(false)
    }
  }

  const guardedSubmit = useClickGuard((event: FormEvent) => void onSubmit(event))

  return (
    <Dialog open={open} onOpenChange={(_e, data) => !data.open && close()}>
      <DialogSurface>
        <form onSubmit={guardedSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('userCenter.emailTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              {serverError ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{serverError}</MessageBarBody>
                </MessageBar>
              ) : null}
              <div className={styles.codeRow}>
                <Field label={t('userCenter.newEmail')} required validationMessage={errors.email}>
                  <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(_e, d) => set('email', d.value)} />
                </Field>
                <Button disabledFocusable={countdown > 0} onClick={() => void sendCode()}>
                  {countdown > 0 ? t('userCenter.resendIn', { seconds: countdown }) : t('userCenter.getCode')}
                </Button>
              </div>
              <Field label={t('userCenter.code')} required validationMessage={errors.code}>
                <Input name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={(_e, d) => set('code', d.value)} />
              </Field>
              <Field label={t('userCenter.currentPassword')} required validationMessage={errors.password}>
                <Input name="password" type="password" autoComplete="current-password" value={values.password} onChange={(_e, d) => set('password', d.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabledFocusable={saving}>
                {saving ? t('userCenter.saving') : t('common.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
