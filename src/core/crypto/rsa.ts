import { JSEncrypt } from 'jsencrypt'
import { loadRuntimeConfig } from '../config/runtimeConfig'
import { t } from '../i18n/i18n'

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
  const encryptor = new JSEncrypt()
  encryptor.setPublicKey(rsaPublicKey)
  const cipher = rsaPadding === 'oaep' ? encryptor.encryptOAEP(plain) : encryptor.encrypt(plain)
  if (!cipher) throw new EncryptError(t('session.encryptFailed'))
  return cipher
}
