import { useStore } from '@nanostores/react'
import { checkPermission } from '../../core/permission/permission'
import { $roles } from '../../core/session/stores'

/**
 * True when the signed-in user holds one of `roles` (permission strings such as `user:add`, or role names); the
 * component re-renders when the user's roles change. As eladmin's `checkPer`: no role is special here, so lists
 * name `admin` explicitly (`['admin', 'user:add']`). Anything but a non-empty list of strings throws the directive's
 * error (SPEC §6). `undefined` — an action a declaration does not offer — is never allowed.
 *
 * @example
 * const canAdd = useCan(['admin', 'job:add'])
 */
export function useCan(roles: readonly string[] | undefined): boolean {
  const held = useStore($roles)
  if (roles === undefined) return false
  return checkPermission(roles, held)
}
