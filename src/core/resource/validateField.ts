import { isValidEmail, isValidIp, isValidMobile } from '../validators/validators'
import type { FieldDeclaration } from './resource.types'

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/**
 * Checks one form value against its declaration; returns the message key (with values) of the first failure, or
 * null. The server checks the same rules again: this only saves a round trip.
 *
 * @example
 * validateField({ name: 'ip', kind: 'text', rules: [{ kind: 'ip' }] }, '300.1.1.1', {}) // { key: 'validation.ip' }
 */
export function validateField(
  field: FieldDeclaration,
  value: unknown,
  values: Record<string, unknown>,
): { key: string; values?: Record<string, number> } | null {
  if (isEmpty(value)) return field.required ? { key: 'validation.required' } : null
  const text = typeof value === 'string' ? value : String(value)
  if (field.maxLength !== undefined && typeof value === 'string' && value.length > field.maxLength) {
    return { key: 'validation.maxLength', values: { max: field.maxLength } }
  }
  if (field.kind === 'number') {
    const n = typeof value === 'number' ? value : Number(text)
    if (!Number.isFinite(n)) return { key: 'validation.number' }
    if (field.min !== undefined && n < field.min) return { key: 'validation.min', values: { min: field.min } }
    if (field.max !== undefined && n > field.max) return { key: 'validation.max', values: { max: field.max } }
  }
  for (const rule of field.rules ?? []) {
    switch (rule.kind) {
      case 'pattern':
        if (!rule.pattern.test(text)) return { key: rule.message }
        break
      case 'length':
        if ((rule.min !== undefined && text.length < rule.min) || (rule.max !== undefined && text.length > rule.max)) {
          return { key: 'validation.lengthBetween', values: { min: rule.min ?? 0, max: rule.max ?? text.length } }
        }
        break
      case 'range': {
        const n = Number(text)
        if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)) {
          return { key: 'validation.rangeBetween', values: { min: rule.min ?? n, max: rule.max ?? n } }
        }
        break
      }
      case 'ip':
        if (!isValidIp(text)) return { key: 'validation.ip' }
        break
      case 'mobile':
        if (!isValidMobile(text)) return { key: 'validation.mobile' }
        break
      case 'email':
        if (!isValidEmail(text)) return { key: 'validation.email' }
        break
      case 'custom': {
        const key = rule.validate(value, values)
        if (key) return { key }
        break
      }
    }
  }
  return null
}
