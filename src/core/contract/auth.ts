import type { UserDto } from './user'

/**
 * Answer of `GET auth/code`: an arithmetic captcha image (`data:image/svg+xml;base64,…`, 111×36) and the id
 * to send back with the login. The captcha lives two minutes and is consumed by the first login attempt.
 */
export interface CaptchaResponse {
  img: string
  /** `captcha_code:<32 hex>` */
  uuid: string
}

/**
 * Body of `POST auth/login`. `password` is the base64 RSA ciphertext of the password under the public key of
 * `GET /config.json`; `code` is the captcha answer. `sourcePage` records where the login came from.
 */
export interface LoginRequest {
  username: string
  password: string
  code: string
  uuid: string
  sourcePage?: string
}

/**
 * The signed-in user as `GET auth/info` and the login return it (eladmin's `JwtUserDto`). `roles` are
 * permission strings: exactly `['admin']` for administrators, otherwise the union of the menu permissions of
 * all the user's roles (possibly empty; the browser then uses `ROLE_SYSTEM_DEFAULT`).
 */
export interface UserInfo {
  user: UserDto
  roles: string[]
  /** Department ids the user may see; empty means all. */
  dataScopes: number[]
}

/**
 * Answer of `POST auth/login`: the token to send as the `Authorization` header verbatim, and the user.
 */
export interface LoginResponse {
  /** `Bearer <64 hex>`; valid 4 h, extended by 1 h when used in its last 30 min. */
  token: string
  user: UserInfo
}
