/**
 * One live session of the online-users view (`GET auth/online?username=&page=&size=` → `Page<OnlineUserDto>`), eladmin's
 * `OnlineUserDto`. `key` names the session for a kick-out (`DELETE auth/online` with `[key, …]`): an opaque id the
 * server derives from the session, never the token nor anything that signs in.
 */
export interface OnlineUserDto {
  key: string
  userName: string
  nickName: string
  /** The user's department name ('' without one). */
  dept: string
  browser: string
  ip: string
  /** `内网IP` for local and private addresses, else `未知` (no IP database here). */
  address: string
  /** `yyyy-MM-dd HH:mm:ss` of the login. */
  loginTime: string
  /** The caller's own session: marked in the list, and not kicked out from there (signing out ends it). */
  current: boolean
}

/**
 * One row of the operation log (`GET api/logs?blurry=&createTime=` → `Page<SysLogDto>`), eladmin's `SysLog` of type
 * INFO: who did what (the operation's summary), with which parameters, from where, and how long it took.
 */
export interface SysLogDto {
  id: number
  username: string
  description: string
  /** The HTTP method of the call (`PUT`). */
  method: string
  /** The path called (`/api/users/center`). */
  path: string
  /** The query and JSON body of the call as JSON, secrets masked; null when it carried neither. */
  params: string | null
  requestIp: string
  address: string
  browser: string
  /** Milliseconds the call took. */
  time: number
  createTime: string
}

/**
 * One row of the error log (`GET api/logs/error?blurry=&createTime=` → `Page<SysLogErrorDto>`): an unexpected failure
 * of a call, without its stack (`GET api/logs/error/{id}` → {@link LogExceptionDto}).
 */
export type SysLogErrorDto = Omit<SysLogDto, 'time'>

/** The exception of one error-log row (`GET api/logs/error/{id}`), eladmin's `{exception}`. */
export interface LogExceptionDto {
  exception: string
}
