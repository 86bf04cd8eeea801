import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The link secret: the HMAC key of the short-lived share tokens that opened share links hand out
 * (lib/shareLinks.ts), made once in the data folder.
 */

const SECRET_FILE = 'link-secret'

/** Reads `<dataDir>/link-secret`, creating 32 random bytes (hex, mode 0600) the first time. */
export function loadOrCreateLinkSecret(dataDir: string): Buffer {
  return loadOrCreateKey(dataDir, SECRET_FILE)
}

/** Reads the 32-byte key `<dataDir>/<name>` (hex), creating it (random, mode 0600) the first time. */
export function loadOrCreateKey(dataDir: string, name: string): Buffer {
  const file = join(dataDir, name)
  if (existsSync(file)) {
    const hex = readFileSync(file, 'utf8').trim()
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, 'hex')
  }
  const secret = randomBytes(32)
  writeFileSync(file, `${secret.toString('hex')}\n`, { mode: 0o600 })
  return secret
}
