// The RSA decryption thread of the contract server (lib/rsa.ts): PKCS#1 v1.5 through jsencrypt, the library the
// browser encrypts with, which computes in JavaScript — tens of milliseconds per password, kept off the event loop.
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'

// jsencrypt's UMD build (its ES build uses extensionless imports plain Node cannot resolve) exports the class itself.
const JSEncrypt = createRequire(import.meta.url)('jsencrypt')
const rsa = new JSEncrypt()
rsa.setPrivateKey(workerData.privateKeyPem)

parentPort.on('message', ({ id, ciphertext }) => {
  let plain = null
  try {
    const out = rsa.decrypt(ciphertext)
    plain = typeof out === 'string' ? out : null
  } catch {
    plain = null
  }
  parentPort.postMessage({ id, plain })
})
