import { createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A PEM key pair: PKCS#8 private, SPKI public. */
export interface PemKeyPair {
  privateKeyPem: string
  publicKeyPem: string
}

/** Makes a 2048-bit RSA key pair (an application's, or the sandbox gateway's). */
export function generateRsaPair(): PemKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

/**
 * The sandbox gateway's own key pair, `<dataDir>/alipay-sandbox-keys.json` (made once, mode 0600): it signs the
 * sandbox's notify and return callbacks as the real gateway signs with Alipay's key.
 */
export function loadOrCreateSandboxKeys(dataDir: string): PemKeyPair {
  const file = join(dataDir, 'alipay-sandbox-keys.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PemKeyPair
  const pair = generateRsaPair()
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 })
  chmodSync(file, 0o600)
  return pair
}

/** Wraps a bare base64 key (the form Alipay's console hands out) in its PEM armour. */
function armour(text: string, label: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const trimmed = text.trim()
  if (trimmed.startsWith('-----BEGIN')) return trimmed
  const body = trimmed.replace(/\s+/g, '')
  return `-----BEGIN ${label}-----\n${body.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`
}

/** Reads an RSA private key given as PEM (PKCS#1 or PKCS#8) or bare base64 PKCS#8; throws when it is not one. */
export function readPrivateKey(text: string): KeyObject {
  const key = createPrivateKey(armour(text, 'PRIVATE KEY'))
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key')
  return key
}

/** Reads an RSA public key given as PEM or bare base64 SPKI; throws when it is not one. */
export function readPublicKey(text: string): KeyObject {
  const key = createPublicKey(armour(text, 'PUBLIC KEY'))
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key')
  return key
}

/** The SPKI PEM public half of a private key. */
export function publicPemOf(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()
}

/**
 * Alipay's signing content: every parameter but `sign` (and, for callbacks, `sign_type`) with a non-empty value,
 * sorted by name, written `name=value` joined by `&`, values unencoded.
 */
export function signingContent(params: Readonly<Record<string, string>>, omitSignType: boolean): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(omitSignType && k === 'sign_type') && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/** RSA2: SHA256withRSA over the signing content, base64. */
export function signRsa2(params: Readonly<Record<string, string>>, privateKey: KeyObject, omitSignType = false): string {
  return createSign('RSA-SHA256').update(signingContent(params, omitSignType), 'utf8').sign(privateKey, 'base64')
}

/** Whether `params.sign` is a valid RSA2 signature of the other parameters under `publicKey`. */
export function verifyRsa2(params: Readonly<Record<string, string>>, publicKey: KeyObject, omitSignType: boolean): boolean {
  const sign = params.sign
  if (!sign) return false
  try {
    return createVerify('RSA-SHA256').update(signingContent(params, omitSignType), 'utf8').verify(publicKey, sign, 'base64')
  } catch {
    return false
  }
}

/** Yuan text (`12.5`, `0.01`) to fen; null when it is not an amount of at most two decimals. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Fen to the gateway's yuan text with two decimals (`1250` → `12.50`). */
export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
