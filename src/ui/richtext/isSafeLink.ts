/**
 * Whether a link address may go into rich text: http, https or mailto only (never `javascript:` or `data:`), as the
 * mail server's sanitiser keeps them.
 *
 * @example
 * isSafeLink('https://pacs.example/r/1') // true
 */
export function isSafeLink(url: string): boolean {
  return /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url.trim())
}
