import type { Audited, IdRef } from './api'

/**
 * A department as embedded in a user (`DeptSmallDto`).
 */
export interface DeptSmall {
  id: number
  name: string
}

/**
 * A job (post) as embedded in a user (`JobSmallDto`).
 */
export interface JobSmall {
  id: number
  name: string
}

/**
 * A role as embedded in a user (`RoleSmallDto`). Lower `level` means more power; `dataScope` is
 * `全部`, `本级` or `自定义`.
 */
export interface RoleSmall {
  id: number
  name: string
  level: number
  dataScope: string
}

/**
 * A staff account as lists, `auth/info` and the login return it. The password never leaves the server.
 */
export interface UserDto extends Audited {
  id: number
  username: string
  nickName: string
  /** `男` or `女`. */
  gender?: string
  phone?: string
  email?: string
  avatarName?: string
  avatarPath?: string
  enabled: boolean
  pwdResetTime?: string
  dept?: DeptSmall
  jobs: JobSmall[]
  roles: RoleSmall[]
}

/**
 * Query of `GET api/users`: `blurry` matches username, nick name and email; `deptId` includes the
 * department's descendants.
 */
export interface UserQuery {
  blurry?: string
  enabled?: boolean
  deptId?: number
  page?: number
  size?: number
  sort?: string | string[]
}

/**
 * Body of `POST api/users` (no `id`; the new account's password is `123456`) and of `PUT api/users` (with
 * `id`). `enabled` may travel as the strings `"true"`/`"false"`, as eladmin-web's dictionary radios send it.
 */
export interface UserInput {
  id?: number
  username: string
  nickName: string
  gender?: string
  phone?: string
  email?: string
  enabled: boolean | 'true' | 'false'
  dept: IdRef
  jobs?: IdRef[]
  roles: IdRef[]
}

/**
 * Body of `PUT api/users/center`: the caller's own profile (the id must be the caller's).
 */
export interface UserCenterInput {
  id: number
  nickName: string
  gender?: string
  phone?: string
}

/**
 * Body of `POST api/users/updatePass`: both passwords RSA-encrypted like the login password; the new one is
 * 6–20 characters and differs from the old one.
 */
export interface UpdatePassRequest {
  oldPass: string
  newPass: string
}

/**
 * Body of `POST api/users/updateEmail/{code}`: the current password (RSA-encrypted) and the new address the
 * code of `POST api/code/resetEmail?email=` was sent to.
 */
export interface UpdateEmailRequest {
  password: string
  email: string
}
