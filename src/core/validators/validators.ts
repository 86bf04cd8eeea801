import { settings } from '../config/settings'
import { t } from '../i18n/i18n'

/**
 * True when a link leaves the console: http(s), mailto or tel (SPEC §5); such links open in a new tab.
 *
 * @example
 * isExternal('https://example.org') // true
 */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path)
}

/**
 * True for a mainland mobile number: 1 followed by 10 digits.
 *
 * @example
 * isValidMobile('13800138000') // true
 */
export function isValidMobile(value: string): boolean {
  return /^1\d{10}$/.test(value)
}

/**
 * True for a dotted IPv4 address with four numbers 0–255 (no leading zeros beyond a single 0).
 *
 * @example
 * isValidIp('10.0.0.255') // true
 */
export function isValidIp(value: string): boolean {
  const part = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
  return new RegExp(`^${part}(\\.${part}){3}$`).test(value)
}

/**
 * Validates an IP field: empty is allowed; otherwise the message '请输入正确的IP地址' (in the current locale).
 *
 * @example
 * validateIp('300.1.1.1') // '请输入正确的IP地址'
 */
export function validateIp(value: string | null | undefined): string | null {
  if (!value) return null
  return isValidIp(value) ? null : t('validation.ip')
}

/**
 * True for a plausible email address (one @, a dotted domain, no spaces).
 *
 * @example
 * isValidEmail('a@b.cn') // true
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

/** The password-change form of SPEC §3. */
export interface PasswordForm {
  oldPass: string
  newPass: string
  confirmPass: string
}

/**
 * Validates the password-change form with SPEC §5's rules; returns a message per failing field (none when valid).
 *
 * @example
 * validatePasswordForm({ oldPass: '', newPass: '123', confirmPass: '' })
 * // { oldPass: 'Please enter old password', newPass: 'Length must be 6 to 20 characters', confirmPass: 'Please enter password again' }
 */
export function validatePasswordForm(form: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {}
  if (!form.oldPass) errors.oldPass = t('validation.oldPassRequired')
  if (!form.newPass) errors.newPass = t('validation.newPassRequired')
  else if (form.newPass.length < settings.passwordMinLength || form.newPass.length > settings.passwordMaxLength)
    errors.newPass = t('validation.passwordLength')
  if (!form.confirmPass) errors.confirmPass = t('validation.confirmPassRequired')
  else if (form.confirmPass !== form.newPass) errors.confirmPass = t('validation.passwordMismatch')
  return errors
}
