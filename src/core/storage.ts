import { atom, type WritableAtom } from 'nanostores'

/**
 * The one place that chooses where state persists. Tokens live in session storage (they die with the tab);
 * remember-me, sidebar and size live in cookies with the contract's expiry; layout settings, locale and the
 * external pages' saved credentials live in local storage.
 */
export type StorageArea = 'session' | 'local'

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    // Storage can be disabled (sandboxed iframes, privacy modes); the session then lives in memory only.
    return null
  }
}

/** Reads a string from session or local storage. */
export function readStorage(kind: StorageArea, key: string): string | null {
  return area(kind)?.getItem(key) ?? null
}

/** Writes a string to session or local storage, or removes the key when the value is null. */
export function writeStorage(kind: StorageArea, key: string, value: string | null): void {
  const storage = area(kind)
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

/**
 * An atom mirrored into session or local storage under `key`: it starts from the stored value and writes every
 * change back. When several bundles share the atom (through the runtime registry) only one mirror exists.
 *
 * @example
 * const $token = persistentString('session', 'EL-ADMIN-TOEKN')
 */
export function persistentString(kind: StorageArea, key: string): WritableAtom<string | null> {
  const store = atom<string | null>(readStorage(kind, key))
  store.listen((value) => writeStorage(kind, key, value))
  return store
}

/**
 * An atom holding JSON mirrored into storage; a corrupt stored value falls back to `initial`.
 *
 * @example
 * const $layout = persistentJson('local', 'clinic-layout', { tagsView: true })
 */
export function persistentJson<T>(kind: StorageArea, key: string, initial: T): WritableAtom<T> {
  let start = initial
  const raw = readStorage(kind, key)
  if (raw !== null) {
    try {
      start = JSON.parse(raw) as T
    } catch {
      writeStorage(kind, key, null)
    }
  }
  const store = atom<T>(start)
  store.listen((value) => writeStorage(kind, key, JSON.stringify(value)))
  return store
}

/** Reads a cookie by name. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length))
  }
  return null
}

/**
 * Writes a cookie for the whole site; `days` omitted gives a session cookie, `null` value deletes it.
 *
 * @example
 * writeCookie('rememberMe', 'true', settings.passCookieExpires)
 */
export function writeCookie(name: string, value: string | null, days?: number): void {
  const base = `${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax`
  if (value === null) {
    document.cookie = `${base}; expires=Thu, 01 Jan 1970 00:00:00 GMT`
    return
  }
  const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}`
  document.cookie = base + expires
}
