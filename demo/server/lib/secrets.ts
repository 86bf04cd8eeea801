import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { loadOrCreateKey } from './signing'

const PREFIX = 'v1:'

/**
 * Secrets the server keeps for talking to other systems (a mail server's password, an object store's secret key, a
 * payment private key, a target server's password): stored sealed with AES-256-GCM under the key
 * `<dataDir>/secret-key` (made once, mode 0600), never in clear in the database and never sent back to the browser.
 * A sealed value reads `v1:<iv>.<tag>.<ciphertext>` (base64url).
 *
 * @example
 * const sealed = s.secrets.seal(password)   // store this
 * const plain = s.secrets.open(row.pass)    // only when talking to the mail server
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  /** Loads (or makes) the data folder's key. */
  static forDataDir(dataDir: string): SecretBox {
    return new SecretBox(loadOrCreateKey(dataDir, 'secret-key'))
  }

  /** Seals `plain`; each call uses a fresh IV, so the same secret seals differently each time. */
  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`
  }

  /** Opens a value `seal` made; throws when it was not sealed with this key or was altered. */
  open(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed secret')
    const [iv, tag, body] = sealed.slice(PREFIX.length).split('.')
    if (!iv || !tag || body === undefined) throw new Error('not a sealed secret')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  }

  /** Whether a stored value is a sealed secret (not plain text). */
  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX)
  }
}
