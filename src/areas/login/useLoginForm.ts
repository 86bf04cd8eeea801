import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaResponse } from '../../core/contract'
import { request } from '../../core/http/http'
import { HttpError } from '../../core/http/HttpError'
import { t } from '../../core/i18n/i18n'
import { login, rememberedCredentials } from '../../core/session/session'

/** The login form's fields. */
export interface LoginValues {
  username: string
  password: string
  code: string
  rememberMe: boolean
}

type FieldErrors = Partial<Record<'username' | 'password' | 'code', string>>

/** What the login form renders. */
export interface LoginFormState {
  values: LoginValues
  setValue: <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => void
  captcha: CaptchaResponse | null
  captchaError: string | null
  refreshCaptcha: () => void
  fieldErrors: FieldErrors
  error: string | null
  submitting: boolean
  submit: () => Promise<boolean>
}

/**
 * The login controller: captcha loading and refresh, remember-me prefill (username and the stored ciphertext),
 * required-field checks, and the login call. A failed login refreshes the captcha and keeps the server's message.
 *
 * @example
 * const form = useLoginForm({ onSuccess: (user) => emit(host, 'clinic-logged-in', user) })
 */
export function useLoginForm(onSuccess: (username: string, nickName: string | null) => void): LoginFormState {
  const [values, setValues] = useState<LoginValues>(() => {
    const saved = rememberedCredentials()
    return { username: saved?.username ?? '', password: saved?.password ?? '', code: '', rememberMe: saved?.rememberMe ?? false }
  })
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null)
  const [captchaError, setCaptchaError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const live = useRef(true)
  // The submit handler reads the latest values through a ref: a click right after typing must not see stale ones.
  const latest = useRef(values)
  latest.current = values

  const refreshCaptcha = useCallback(() => {
    setCaptchaError(null)
    request<CaptchaResponse>({ url: 'auth/code', auth: 'none', silent: true })
      .then((answer) => {
        if (!live.current) return
        if (!answer || typeof answer.img !== 'string' || typeof answer.uuid !== 'string') throw new HttpError('malformed', t('http.malformed'))
        setCaptcha(answer)
      })
      .catch((failure: unknown) => {
        if (failure instanceof HttpError && failure.kind === 'cancelled') return
        if (live.current) setCaptchaError(failure instanceof Error ? failure.message : t('login.codeUnavailable'))
      })
  }, [])

  useEffect(() => {
    live.current = true
    refreshCaptcha()
    return () => {
      live.current = false
    }
  }, [refreshCaptcha])

  const setValue = useCallback(<K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    latest.current = { ...latest.current, [key]: value }
    setValues((current) => ({ ...current, [key]: value }))
    setFieldErrors((current) => ({ ...current, [key]: undefined }))
  }, [])

  const submit = useCallback(async (): Promise<boolean> => {
    const values = latest.current
    const missing: FieldErrors = {}
    if (!values.username.trim()) missing.username = t('login.usernameRequired')
    if (!values.password) missing.password = t('login.passwordRequired')
    if (!values.code.trim()) missing.code = t('login.codeRequired')
    setFieldErrors(missing)
    if (Object.keys(missing).length > 0 || !captcha || submitting) return false
    setSubmitting(true)
    setError(null)
    try {
      const answer = await login({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
        uuid: captcha.uuid,
        rememberMe: values.rememberMe,
      })
      onSuccess(answer.user.user.username, answer.user.user.nickName ?? null)
      return true
    } catch (failure) {
      if (live.current) {
        setError(failure instanceof Error ? failure.message : t('login.failed'))
        setValues((current) => ({ ...current, code: '' }))
        refreshCaptcha()
      }
      return false
    } finally {
      if (live.current) setSubmitting(false)
    }
  }, [captcha, submitting, onSuccess, refreshCaptcha])

  return { values, setValue, captcha, captchaError, refreshCaptcha, fieldErrors, error, submitting, submit }
}
