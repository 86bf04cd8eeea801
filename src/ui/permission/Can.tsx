import type { ReactNode } from 'react'
import { useCan } from './useCan'

/**
 * SPEC §6's permission directive as a component: renders its children only when the user holds one of `roles`, and
 * nothing at all otherwise (the element is removed, not hidden). `roles` must be a non-empty list of strings, or it
 * throws the directive's error.
 *
 * @example
 * <Can roles={['admin', 'job:add']}><Button>新增</Button></Can>
 */
export function Can({ roles, children, fallback = null }: { roles: readonly string[]; children: ReactNode; fallback?: ReactNode }) {
  return useCan(roles) ? children : fallback
}
