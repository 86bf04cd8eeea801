import type * as JsEncryptLib from 'jsencrypt'
import { loadRuntimeConfig } from '../config/runtimeConfig'
import { t } from '../i18n/i18n'
import { importBeside } from '../scriptBase'

type JsEncryptModule = typeof JsEncryptLib

/**
 * The RSA library is 18 KB gzip and only needed when someone types a password: it loads on first use, as its own
 * chunk (ES builds) or from `lazy/jsencrypt.js` beside the script (script-tag builds).
 */
function loadJsEncrypt(): Promise<JsEncryptModule> {
  return __CLINIC_IIFE__ ? importBeside<JsEncryptModule>('lazy/jsencrypt.js') : import('jsencrypt')
}

/** Raised when a password cannot be encrypted; it is never sent in plain text instead. */
export class EncryptError extends Error {
  override name = 'EncryptError'
}

/**
 * Encrypts a password with the deployment's RSA public key (PKCS#1 v1.5 by default, the padding eladmin backends
 * decrypt; OAEP when configured). Returns base64 ciphertext. Throws `EncryptError` rather than ever falling back
 * to plain text.
 *
 * @example
 * const password = await encryptPassword(form.password)
 */
export async function encryptPassword(plain: string): Promise<string> {
  const { rsaPublicKey, rsaPadding } = await loadRuntimeConfig()
  if (!rsaPublicKey) throw new EncryptError(t('session.encryptFailed'))
  const { JSEncrypt } = await loadJsEncrypt()
  const encryptor = new JSEncrypt()
  encryptor.setPublicKey(rsaPublicKey)
  const cipher = rsaPadding === 'oaep' ? encryptor.encryptOAEP(plain) : encryptor.encrypt(plain)
  if (!cipher) throw new EncryptError(t('session.encryptFailed'))
  return cipher
}
