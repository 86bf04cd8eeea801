import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { JSEncrypt } from 'jsencrypt'
import { makeCaptcha, renderCaptchaSvg } from '../../demo/server/lib/captcha'
import { createDecryptor, loadOrCreateKeys, publicKeyBase64, type RsaKeys } from '../../demo/server/lib/rsa'
import { makeServer } from './helpers'

describe('captcha', () => {
  it('writes one-digit arithmetic whose answer is right', () => {
    for (let i = 0; i < 300; i++) {
      const { expression, answer } = makeCaptcha()
      const m = /^(\d)([+\-x])(\d)=\?$/.exec(expression)
      assert.ok(m, expression)
      const [a, op, b] = [Number(m[1]), m[2], Number(m[3])]
      assert.equal(Number(answer), op === '+' ? a + b : op === '-' ? a - b : a * b, expression)
      assert.ok(Number(answer) >= 0)
    }
  })

  it('writes an expression equal to the fixed test answer', () => {
    for (const n of [0, 1, 7, 9, 10, 18, 19, 42, 999]) {
      for (let i = 0; i < 20; i++) {
        const { expression, answer } = makeCaptcha(undefined, n)
        const m = /^(\d+)([+-])(\d+)=\?$/.exec(expression)
        assert.ok(m, expression)
        assert.equal(m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]), n, expression)
        assert.equal(answer, String(n))
      }
    }
  })

  it('draws every character as a path', () => {
    const svg = renderCaptchaSvg('0123456789+-x=?')
    assert.equal((svg.match(/<g transform/g) ?? []).length, 15)
    assert.doesNotMatch(svg, /<text|0123/)
  })
})

describe('RSA', () => {
  let dir: string
  let keys: RsaKeys
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'clinic-rsa-'))
    keys = loadOrCreateKeys(dir)
  })
  after(() => rmSync(dir, { recursive: true, force: true }))

  it('decrypts what jsencrypt encrypts in the browser (PKCS#1 v1.5) and nothing else', async () => {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKeyBase64(keys.publicKeyPem))
    const decrypt = createDecryptor(keys)
    try {
      for (const plain of ['123456', '密码Pass!', "' OR 1=1 --", 'x'.repeat(100)]) {
        const cipher = rsa.encrypt(plain)
        assert.ok(cipher)
        assert.equal(await decrypt(cipher), plain)
      }
      assert.equal(await decrypt(''), null)
      assert.equal(await decrypt('%%%'), null)
      assert.equal(await decrypt(Buffer.alloc(256, 7).toString('base64')), null)
    } finally {
      await decrypt.close()
    }
    assert.deepEqual(loadOrCreateKeys(dir), keys, 'the stored pair is reused')
  })

  it('decrypts off the event loop: a burst of passwords does not hold up a cheap call', async () => {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKeyBase64(keys.publicKeyPem))
    const decrypt = createDecryptor(keys)
    try {
      const cipher = rsa.encrypt('123456') as string
      const order: string[] = []
      const burst = Array.from({ length: 20 }, (_, i) => decrypt(cipher).then(() => order.push(`decrypt ${i}`)))
      // A timer due at once stands for any other request: it runs while the passwords are still being decrypted.
      await new Promise<void>((done) => setTimeout(() => { order.push('timer'); done() }, 0))
      await Promise.all(burst)
      assert.ok(order.indexOf('timer') < 10, `the timer ran at ${order.indexOf('timer')} of ${order.length}`)
    } finally {
      await decrypt.close()
    }
  })

  it('supports OAEP (jsencrypt encryptOAEP, SHA-256) as an option', async () => {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(publicKeyBase64(keys.publicKeyPem))
    const cipher = rsa.encryptOAEP('123456')
    assert.ok(cipher)
    assert.equal(await createDecryptor(keys, 'oaep')(cipher), '123456')
    assert.equal(await createDecryptor(keys, 'oaep')(rsa.encrypt('123456') || ''), null, 'v1.5 ciphertext is refused')

    const t = await makeServer({ rsaPadding: 'oaep' })
    try {
      const config = await t.call<{ rsaPadding: string; rsaPublicKey: string }>('GET', '/config.json')
      assert.equal(config.json.rsaPadding, 'oaep')
      const browser = new JSEncrypt()
      browser.setPublicKey(config.json.rsaPublicKey)
      const code = await t.call<{ uuid: string }>('GET', '/auth/code')
      const res = await t.call('POST', '/auth/login', {
        body: { username: 'admin', password: browser.encryptOAEP('123456'), code: '7', uuid: code.json.uuid },
      })
      assert.equal(res.status, 200, res.text)
    } finally {
      t.close()
    }
  })
})
