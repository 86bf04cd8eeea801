/** Where this tab keeps the console's recent statements (session storage: gone with the tab). */
const KEY = 'clinic.codeConsole.history'
const KEEP = 20

/** The recent statements of this tab, newest first. */
export function loadHistory(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, KEEP) : []
  } catch {
    return []
  }
}

/** Puts a statement first in the history (once) and returns the new history. */
export function rememberQuery(sql: string): string[] {
  const next = [sql, ...loadHistory().filter((item) => item !== sql)].slice(0, KEEP)
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // storage full or refused: the history lives for this render only
  }
  return next
}
