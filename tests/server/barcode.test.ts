import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { encode } from 'uqr'
import { code128Modules, code128Values } from '../../src/core/barcode/code128'
import { encodePng } from '../../demo/server/lib/png'

/** Draws rows of dark/light modules as a grey PNG, `scale` pixels per module, and asks zbarimg what it reads. */
function read(rows: boolean[][], scale: number): string {
  const height = rows.length * scale
  const width = (rows[0]?.length ?? 0) * scale
  const pixels = new Uint8Array(width * height).fill(255)
  rows.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return
    for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) pixels[(y * scale + dy) * width + x * scale + dx] = 0
  }))
  const dir = mkdtempSync(join(tmpdir(), 'clinic-barcode-'))
  try {
    const file = join(dir, 'code.png')
    writeFileSync(file, encodePng(width, height, 1, pixels))
    return execFileSync(process.env.ZBARIMG ?? 'zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Code 128 modules as rows of a bar image with ten modules of quiet zone each side. */
function barRows(text: string): boolean[][] {
  const line: boolean[] = Array(10).fill(false)
  code128Modules(text).forEach((width, i) => line.push(...Array<boolean>(width).fill(i % 2 === 0)))
  line.push(...Array<boolean>(10).fill(false))
  return Array.from({ length: 40 }, () => line)
}

describe('registration slip codes, read back by a real decoder (zbarimg)', () => {
  it('encodes exam numbers in Code 128 that zbarimg reads, switching to code set C for digit runs', () => {
    for (const text of ['US20261123042', 'CT-261123-0007', 'KNUS2506010001', 'P2026112300417', '1234', 'A1']) {
      assert.equal(read(barRows(text), 2), text)
    }
    const values = code128Values('US20261123042')
    assert.equal(values[0], 104, 'starts in code set B')
    assert.ok(values.includes(99), 'switches to code set C for the digits')
    assert.ok(values.length < 'US20261123042'.length + 3, 'shorter than all-B')
    assert.throws(() => code128Values('检查'), RangeError)
  })

  it('encodes a QR code (uqr, error correction M) that zbarimg reads', () => {
    for (const text of ['US20261123042', 'https://clinic.example/report?examNo=US20261123042']) {
      const qr = encode(text, { ecc: 'M', border: 4 })
      assert.equal(read(qr.data, 4), text)
    }
  })
})
