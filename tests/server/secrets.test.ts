// The sealed secrets of lib/secrets.ts: what the server keeps for other systems opens only with its own key, unaltered.
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { SecretBox } from '../../demo/server/lib/secrets'

test('a sealed secret opens with the data folder key, differs on every seal and never contains the clear text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'))
  const box = SecretBox.forDataDir(dir)
  const a = box.seal('smtp-password-123')
  const b = box.seal('smtp-password-123')
  assert.notEqual(a, b)
  assert.ok(!a.includes('smtp-password'))
  assert.ok(SecretBox.isSealed(a))
  assert.ok(!SecretBox.isSealed('smtp-password-123'))
  assert.equal(box.open(a), 'smtp-password-123')
  // The same folder gives the same key (a restart still opens what was stored); the key file is private.
  assert.equal(SecretBox.forDataDir(dir).open(b), 'smtp-password-123')
  assert.equal(statSync(join(dir, 'secret-key')).mode & 0o777, 0o600)
  assert.match(readFileSync(join(dir, 'secret-key'), 'utf8'), /^[0-9a-f]{64}\n$/)
})

test('an altered value or another installation\'s key does not open', () => {
  const box = SecretBox.forDataDir(mkdtempSync(join(tmpdir(), 'secrets-')))
  const other = SecretBox.forDataDir(mkdtempSync(join(tmpdir(), 'secrets-')))
  const sealed = box.seal('秘密')
  assert.equal(box.open(sealed), '秘密')
  assert.throws(() => other.open(sealed))
  const [head, tag, body] = sealed.split('.')
  // One bit of the ciphertext changed (re-encoded: the last base64 character may carry only padding bits).
  const bytes = Buffer.from(body!, 'base64url')
  bytes[0] = bytes[0]! ^ 1
  assert.throws(() => box.open(`${head}.${tag}.${bytes.toString('base64url')}`))
  assert.throws(() => box.open('plain text'))
})
