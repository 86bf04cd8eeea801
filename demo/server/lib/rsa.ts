import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The server's RSA key pair as stored in `<dataDir>/rsa-keys.json`. */
export interface RsaKeys {
  publicKeyPem: string
  privateKeyPem: string
}

/** `pkcs1`: jsencrypt `encrypt` (PKCS#1 v1.5, eladmin's wire default); `oaep`: jsencrypt `encryptOAEP` (SHA-256). */
export type RsaPadding = 'pkcs1' | 'oaep'


/**
 * Reads the key pair from `<dataDir>/rsa-keys.json`, or generates a 2048-bit pair and stores it there
 * (mode 0600) on first start.
 */
export function loadOrCreateKeys(dataDir: string): RsaKeys {
  const file = join(dataDir, 'rsa-keys.json')
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<RsaKeys>
    if (typeof stored.publicKeyPem === 'string' && typeof stored.privateKeyPem === 'string') {
      return { publicKeyPem: stored.publicKeyPem, privateKeyPem: stored.privateKeyPem }
    }
  }
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  const keys: RsaKeys = { publicKeyPem: publicKey, privateKeyPem: privateKey }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 })
  return keys
}

/** The base64 SPKI body of a PEM public key, without armour or line breaks, as eladmin-web embeds it. */
export function publicKeyBase64(pem: string): string {
  return pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '')
}

/** Decrypts a base64 ciphertext from the browser; resolves `null` for anything that does not decrypt. */
export type Decryptor = ((ciphertext: string) => Promise<string | null>) & { close(): Promise<void> }

/**
 * A decrypt function for base64 ciphertexts from the browser; it resolves `null` for anything that does not
 * decrypt. Node 20 refuses PKCS#1 v1.5 decryption (CVE-2023-46809), so v1.5 goes through jsencrypt, the very
 * library the browser encrypts with — in JavaScript, tens of milliseconds a password, so on a thread of its own
 * (`rsaWorker.mjs`): one user changing a password in a loop no longer slows every other call of the server. OAEP
 * goes through node:crypto (native, off the loop's critical path already).
 */
export function createDecryptor(keys: RsaKeys, padding: RsaPadding = 'pkcs1'): Decryptor {
  if (padding === 'oaep') {
    const decrypt = async (ciphertext: string): Promise<string | null> => {
      try {
        return privateDecrypt(
          { key: keys.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        ).toString('utf8')
      } catch {
        return null
      }
    }
    return Object.assign(decrypt, { close: async () => undefined })
  }
  let worker: Worker | null = null
  let next = 0
  const waiting = new Map<number, (plain: string | null) => void>()
  const start = (): Worker => {
    const thread = new Worker(new URL('./rsaWorker.mjs', import.meta.url), { workerData: { privateKeyPem: keys.privateKeyPem } })
    thread.on('message', ({ id, plain }: { id: number; plain: string | null }) => {
      waiting.get(id)?.(plain)
      waiting.delete(id)
      // Idle, the thread does not keep the process alive; with a password in hand it does.
      if (waiting.size === 0) thread.unref()
    })
    // A thread that dies fails what it was asked and is started again on the next call.
    thread.on('error', () => undefined)
    thread.on('exit', () => {
      for (const resolve of waiting.values()) resolve(null)
      waiting.clear()
      if (worker === thread) worker = null
    })
    thread.unref()
    return thread
  }
  const decrypt = (ciphertext: string): Promise<string | null> => {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext) || ciphertext.length > 4096) return Promise.resolve(null)
    worker ??= start()
    const id = next++
    const thread = worker
    return new Promise((resolve) => {
      waiting.set(id, resolve)
      thread.ref()
      thread.postMessage({ id, ciphertext })
    })
  }
  return Object.assign(decrypt, {
    close: async () => {
      const thread = worker
      worker = null
      await thread?.terminate()
    },
  })
}
