import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Title3,
} from '@fluentui/react-components'
import { HeartPulseRegular } from '@fluentui/react-icons'
import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import { useCallback, useEffect } from 'react'
import { $hospitalIdentity, caseNumberOf, loadHospitalIdentity, siteTitleOf } from '../../core/hospital/hospitalIdentity'
import { emit } from '../../core/events'
import { useMessages } from '../../ui/i18n/useMessages'
import { navigate } from '../../core/navigation'
import { useHost } from '../../ui/element/HostContext'
import { useT } from '../../ui/i18n/useT'
import { LocaleMenu } from '../../ui/locale/LocaleMenu'
import { useLoginFormStyles } from './LoginForm.styles'
import { loginMessages } from './messages'
import { useLoginForm } from './useLoginForm'
import { useClickGuard } from '../../ui/controls/useClickGuard'


/** Props of the login form element. */
export interface LoginFormProps {
  /** Where to go after signing in: a console route when a console owns the URL, else a page address. */
  redirect?: string
  /** `card` (default): the form alone; `page`: centred on a full-height background with the footer. */
  appearance?: string
}

/**
 * The staff login: username, password (RSA-encrypted before it leaves the page), arithmetic captcha with refresh,
 * remember me, and the server's message when sign-in fails (the captcha is then refreshed).
 *
 * @example
 * <LoginForm redirect="/registrations/his" appearance="page" />
 */
export function LoginForm({ redirect, appearance }: LoginFormProps) {
  useMessages(loginMessages)
  const styles = useLoginFormStyles()
  const t = useT()
  const host = useHost()
  const onSuccess = useCallback(
    (username: string, nickName: string | null) => {
      emit(host, 'clinic-logged-in', { username, nickName })
      if (redirect && !navigate(redirect)) window.location.assign(redirect)
    },
    [host, redirect],
  )
  const form = useLoginForm(onSuccess)
  const identity = useStore($hospitalIdentity)
  const siteTitle = siteTitleOf(identity) ?? t('app.siteTitle')
  const caseNumber = caseNumberOf(identity)
  useEffect(() => {
    void loadHospitalIdentity()
  }, [])

  const onSubmit = useClickGuard((event: FormEvent) => {
    event.preventDefault()
    void form.submit()
  })

  const card = (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="clinic-login-title">
      <div className={styles.header}>
        <HeartPulseRegular className={styles.mark} aria-hidden="true" />
        <LocaleMenu />
      </div>
      <div className={styles.titles}>
        <Title3 as="h1" id="clinic-login-title" className={styles.title}>
          {siteTitle}
        </Title3>
        <Subtitle2 as="p" className={styles.subtitle}>
          {t('login.title')} · {t('login.subtitle')}
        </Subtitle2>
      </div>
      {form.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('login.username')} required validationMessage={form.fieldErrors.username}>
        <Input
          name="username"
          autoComplete="username"
          value={form.values.username}
          onChange={(_e, data) => form.setValue('username', data.value)}
        />
      </Field>
      <Field label={t('login.password')} required validationMessage={form.fieldErrors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(_e, data) => form.setValue('password', data.value)}
        />
      </Field>
      <div className={styles.codeRow}>
        <Field label={t('login.code')} required validationMessage={form.fieldErrors.code ?? form.captchaError ?? undefined}>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="off"
            value={form.values.code}
            onChange={(_e, data) => form.setValue('code', data.value)}
          />
        </Field>
        <Button
          type="button"
          className={styles.codeButton}
          appearance="outline"
          onClick={form.refreshCaptcha}
          aria-label={t('login.refreshCode')}
          title={t('login.refreshCode')}
        >
          {form.captcha ? (
            <img className={styles.codeImage} src={form.captcha.img} alt={t('login.codeImage')} />
          ) : (
            <Spinner size="tiny" aria-label={t('common.loading')} />
          )}
        </Button>
      </div>
      <Checkbox
        label={t('login.rememberMe')}
        checked={form.values.rememberMe}
        onChange={(_e, data) => form.setValue('rememberMe', data.checked === true)}
      />
      <Button className={styles.submit} appearance="primary" type="submit" size="large" disabledFocusable={form.submitting}>
        {form.submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )

  if (appearance !== 'page') return card
  return (
    <div className={styles.page}>
      {card}
      <footer className={styles.footer}>
        <Caption1>{identity?.footer || t('app.copyright', { company: t('app.company') })}</Caption1>
        {caseNumber ? <Caption1>{t('app.caseNumber', { caseNumber })}</Caption1> : null}
      </footer>
    </div>
  )
}
