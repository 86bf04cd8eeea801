import { Button, Field, Input, Radio, RadioGroup } from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import type { UserDto } from '../../../core/contract'
import { http } from '../../../core/http/http'
import { t as translate } from '../../../core/i18n/i18n'
import { notify } from '../../../core/notify/notifications'
import { getInfo } from '../../../core/session/session'
import { isValidMobile } from '../../../core/validators/validators'
import { useT } from '../../../ui/i18n/useT'
import { useUserCenterStyles } from './UserCenter.styles'
import { useClickGuard } from '../../../ui/controls/useClickGuard'

type Errors = Partial<Record<'nickName' | 'phone', string>>

function validate(values: { nickName: string; phone: string }): Errors {
  const errors: Errors = {}
  if (!values.nickName.trim()) errors.nickName = translate('userCenter.nickNameRequired')
  else if (values.nickName.trim().length > 20) errors.nickName = translate('userCenter.nickNameTooLong')
  if (values.phone && !isValidMobile(values.phone)) errors.phone = translate('validation.mobile')
  return errors
}

/**
 * The profile tab: nick name, phone (checked as a mobile number) and gender, saved with PUT api/users/center.
 *
 * @example
 * <ProfileForm user={user} />
 */
export function ProfileForm({ user }: { user: UserDto }) {
  const styles = useUserCenterStyles()
  const t = useT()
  const [values, setValues] = useState({ nickName: user.nickName ?? '', phone: user.phone ?? '', gender: user.gender ?? '男' })
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await http.put('api/users/center', { id: user.id, nickName: values.nickName.trim(), phone: values.phone || undefined, gender: values.gender })
      await getInfo()
      notify({ intent: 'success', message: t('userCenter.saved'), duration: 2500 })
    } catch {
      // The HTTP module has shown the server's message; the form keeps what was typed.
    } finally {
      setSaving(false)
    }
  }

  const guardedSubmit = useClickGuard((event: FormEvent) => void onSubmit(event))

  return (
    <form className={styles.form} onSubmit={guardedSubmit} noValidate>
      <Field label={t('userCenter.nickName')} required validationMessage={errors.nickName}>
        <Input name="nickName" value={values.nickName} onChange={(_e, d) => setValues((v) => ({ ...v, nickName: d.value }))} />
      </Field>
      <Field label={t('userCenter.phone')} validationMessage={errors.phone}>
        <Input name="phone" inputMode="tel" value={values.phone} onChange={(_e, d) => setValues((v) => ({ ...v, phone: d.value }))} />
      </Field>
      <Field label={t('userCenter.gender')}>
        <RadioGroup layout="horizontal" value={values.gender} onChange={(_e, d) => setValues((v) => ({ ...v, gender: d.value }))}>
          <Radio value="男" label={t('userCenter.male')} />
          <Radio value="女" label={t('userCenter.female')} />
        </RadioGroup>
      </Field>
      <div>
        <Button appearance="primary" type="submit" disabledFocusable={saving}>
          {saving ? t('userCenter.saving') : t('userCenter.save')}
        </Button>
      </div>
    </form>
  )
}
