import { HttpError } from '../http/HttpError'

/** Server validation failures sorted onto form fields, and what belongs to no field. */
export interface FieldErrors {
  fields: Record<string, string>
  general: string | null
}

/**
 * Puts a failed save's messages on the form's fields: the contract server sends `errors: [{field, message}]`; an
 * eladmin backend sends only `message`, as `"<field>: <reason>"` (several joined by `; `). A path such as
 * `dept.id` or `roles.0.id` lands on the field it starts with (`dept`, `roles`). Anything that matches no field stays
 * general, shown above the form.
 *
 * @example
 * fieldErrors(error, ['username', 'email']) // { fields: { username: '用户名“admin”已存在' }, general: null }
 */
export function fieldErrors(error: unknown, fieldNames: readonly string[]): FieldErrors {
  const out: FieldErrors = { fields: {}, general: null }
  if (!(error instanceof HttpError) || error.status !== 400) {
    out.general = error instanceof Error ? error.message : String(error)
    return out
  }
  const body = (error.body ?? {}) as { errors?: unknown; message?: unknown }
  const pairs: [string, string][] = []
  if (Array.isArray(body.errors)) {
    for (const item of body.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.message === 'string') pairs.push([typeof item.field === 'string' ? item.field : '', item.message])
    }
  } else {
    for (const part of String(body.message ?? error.message).split(/;\s*/)) {
      const match = /^([\w.[\]]+):\s*(.+)$/s.exec(part.trim())
      pairs.push(match ? [match[1]!, match[2]!] : ['', part.trim()])
    }
  }
  const general: string[] = []
  for (const [path, message] of pairs) {
    const name = fieldNames.find((field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`))
    if (name && !out.fields[name]) out.fields[name] = message
    else if (!name && message) general.push(path ? `${path}: ${message}` : message)
  }
  out.general = general.length ? general.join('; ') : null
  return out
}
