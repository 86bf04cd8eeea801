import { $roles } from '../session/stores'

/** Raised when a permission check is given anything but a non-empty list of role names. */
export class PermissionUsageError extends Error {
  override name = 'PermissionUsageError'
  constructor() {
    super(`Permission usage must be a non-empty list of role names, e.g. ['admin', 'user:add']`)
  }
}

/**
 * True when the signed-in user holds at least one of the given roles or permission strings. The argument must be
 * a non-empty array of strings; anything else throws `PermissionUsageError` (the directive's contract, SPEC §6).
 *
 * @example
 * checkPermission(['admin', 'user:add'])
 */
export function checkPermission(value: unknown, roles: readonly string[] = $roles.get()): boolean {
  if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string' || v === '')) {
    throw new PermissionUsageError()
  }
  return value.some((role: string) => roles.includes(role))
}
