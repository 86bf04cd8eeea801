import { useState } from 'react'
import { settings } from '../../core/config/settings'
import { encryptPassword } from '../../core/crypto/rsa'
import { http } from '../../core/http/http'
import { HttpError } from '../../core/http/HttpError'
import { t } from '../../core/i18n/i18n'
import { reloadPage } from '../../core/navigation'
import { notify } from '../../core/notify/notifications'
import { logout } from '../../core/session/session'
import { validatePasswordForm, type PasswordForm } from '../../core/validators/validators'

/**
 * The password-change controller: SPEC §5's rules and messages, both passwords RSA-encrypted, the success message,
 * then a forced logout after 1.5 s. A server refusal (wrong old password…) stays in the dialog.
 *
 * @example
 * const form = usePasswordForm(() => setOpen(false))
 */
export function usePasswordForm() {
  const [values, setValues] = useState<PasswordForm>({ oldPass: '', newPass: '', confirmPass: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordForm, string>>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [done, setDone] = useState(false)

  const setValue = (key: keyof PasswordForm, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const reset = () => {
    setValues({ oldPass: '', newPass: '', confirmPass: '' })
    setErrors({})
    setServerError(null)
    setDone(false)
  }

  const submit = async () => {
    const found = validatePasswordForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0 || saving) return
    setSaving(true)
    setServerError(null)
    try {
      const [oldPass, newPass] = await Promise.all([encryptPassword(values.oldPass), encryptPassword(values.newPass)])
      await http.post('api/users/updatePass', { oldPass, newPass }, { silent: true })
      setDone(true)
      notify({ intent: 'success', message: t('session.passwordChanged'), duration: settings.logoutDelayMs + 1500 })
      setTimeout(() => {
        void logout().then(reloadPage)
      }, settings.logoutDelayMs)
    } catch (failure) {
      setServerError(failure instanceof HttpError || failure instanceof Error ? failure.message : String(failure))
    } finally {
      setSaving(false)
    }
  }

  return { values, errors, serverError, saving, done, setValue, submit, reset }
}
