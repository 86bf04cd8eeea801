/**
 * Body of `POST auth/outer/login`, the external (HIS) pages' login: no captcha (the HIS calls it), RSA-encrypted
 * password like every login, throttled like the staff login. Answers `LoginResponse`; the token is valid only for
 * report reading (`report:view`).
 */
export interface OuterLoginRequest {
  username: string
  password: string
  sourcePage?: string
}
