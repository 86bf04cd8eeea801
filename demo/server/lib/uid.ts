import { createHash } from 'node:crypto'

/**
 * A deterministic DICOM UID under the `2.25` root (UUID-derived, PS3.5 B.2): the decimal value of a name-based
 * (version 5 style, SHA-256) UUID of `clinic-demo:<name>`. The same name always gives the same UID, different
 * names practically never collide, and every UID stays under 64 characters.
 *
 * @example
 * demoUid('phantom/series') // '2.25.<up to 39 digits>'
 */
export function demoUid(name: string): string {
  const bytes = createHash('sha256').update(`clinic-demo:${name}`).digest().subarray(0, 16)
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  return `2.25.${BigInt(`0x${bytes.toString('hex')}`).toString(10)}`
}
