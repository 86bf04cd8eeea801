import type { Audited } from './api'

/**
 * A role (`RoleDto`) as `GET api/roles` and `GET api/roles/all` return it. `menus` lists the ids of the
 * menus (and buttons) granted to the role.
 */
export interface RoleDto extends Audited {
  id: number
  name: string
  level: number
  /** `全部`, `本级` or `自定义`. */
  dataScope: string
  description?: string
  menus: { id: number }[]
  depts: { id: number; name: string }[]
}

/**
 * A department (`DeptDto`) as the lazy tree of `GET api/dept` returns it. `pid` is absent for roots.
 */
export interface DeptDto extends Audited {
  id: number
  pid?: number
  name: string
  enabled: boolean
  deptSort: number
  subCount: number
  hasChildren: boolean
  leaf: boolean
  label: string
  children?: DeptDto[]
}

/**
 * A job (post) as `GET api/job` returns it.
 */
export interface JobDto extends Audited {
  id: number
  name: string
  enabled: boolean
  jobSort: number
}
