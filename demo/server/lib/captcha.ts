import { randomBytes, randomInt } from 'node:crypto'
import type { CacheStore } from './cache'

/** A random integer in [0, n). */
export type RandomInt = (n: number) => number

/** An arithmetic captcha: what the image shows and the integer answer as text. */
export interface Captcha {
  expression: string
  answer: string
}

/**
 * Makes an eladmin-style arithmetic captcha of two one-digit operands (`7x3=?`, `8-5=?`, `2+6=?`). With
 * `fixedAnswer` (the test flag) it writes a sum or difference equal to that value instead.
 */
export function makeCaptcha(rand: RandomInt = randomInt, fixedAnswer?: number): Captcha {
  if (fixedAnswer !== undefined) {
    if (fixedAnswer <= 18) {
      const a = Math.max(0, fixedAnswer - 9) + rand(Math.min(9, fixedAnswer) - Math.max(0, fixedAnswer - 9) + 1)
      return { expression: `${a}+${fixedAnswer - a}=?`, answer: String(fixedAnswer) }
    }
    const b = 1 + rand(9)
    return { expression: `${fixedAnswer + b}-${b}=?`, answer: String(fixedAnswer) }
  }
  const a = rand(10)
  const b = rand(10)
  switch (rand(3)) {
    case 0: return { expression: `${a}+${b}=?`, answer: String(a + b) }
    case 1: return { expression: `${Math.max(a, b)}-${Math.min(a, b)}=?`, answer: String(Math.abs(a - b)) }
    default: return { expression: `${a}x${b}=?`, answer: String(a * b) }
  }
}

/** Stroke outlines of the captcha characters in a 10×16 box. */
export const GLYPH_OUTLINES: Readonly<Record<string, string>> = {
  '0': 'M2 1H8Q10 1 10 4V12Q10 15 8 15H2Q0 15 0 12V4Q0 1 2 1ZM2 13L8 3',
  '1': 'M2 4L6 1V15M2 15H10',
  '2': 'M1 4Q2 1 5 1Q9 1 9 4Q9 7 1 15H10',
  '3': 'M1 1H9L4 7Q10 7 9.5 11Q9 15 5 15Q2 15 1 13',
  '4': 'M7 15V1L0 11H10',
  '5': 'M9 1H2L1 7Q3 6 5 6Q9 6 9 10.5Q9 15 5 15Q2 15 1 13',
  '6': 'M8 1Q1 3 1 10Q1 15 5 15Q9 15 9 11Q9 7 5 7Q2 7 1 10',
  '7': 'M0 1H10L4 15',
  '8': 'M5 7Q1 7 1 4Q1 1 5 1Q9 1 9 4Q9 7 5 7Q1 7 1 11Q1 15 5 15Q9 15 9 11Q9 7 5 7Z',
  '9': 'M9 6Q8 9 5 9Q1 9 1 5Q1 1 5 1Q9 1 9 6Q9 13 2 15',
  '+': 'M5 3V13M0 8H10',
  '-': 'M0 8H10',
  'x': 'M1 4L9 12M9 4L1 12',
  '=': 'M0 5.5H10M0 10.5H10',
  '?': 'M1 4Q1 1 5 1Q9 1 9 4Q9 7 5 8V11M5 13.5V15',
}

/**
 * The glyph's outline drawn anew for one image: every coordinate moves by up to ±0.7 of the 10×16 box, so no two
 * images carry the same path for a character (a fixed path per character let a script read 50 of 50 captchas by
 * string matching) while a person still reads the same shape.
 */
function jitter(glyph: string, rand: RandomInt): string {
  return glyph.replace(/\d+(\.\d+)?/g, (n) => (Number(n) + (rand(15) - 7) / 10).toFixed(1))
}

const INK = ['#1f3b73', '#6b2c91', '#8a3b12', '#0f6b52', '#a12a5e', '#2f4f4f', '#5a3d1e']

/**
 * Draws `text` as a 111×36 SVG: each character is a stroked path (no `<text>`), individually rotated, scaled
 * and offset, over noise curves and dots. Returns the SVG markup.
 */
export function renderCaptchaSvg(text: string, rand: RandomInt = randomInt): string {
  const width = 111
  const height = 36
  const pick = <T>(list: readonly T[]): T => list[rand(list.length)] as T
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f${rand(10)}f${rand(10)}f${rand(10)}"/>`]
  for (let i = 0; i < 4; i++) {
    const y1 = 4 + rand(28)
    const y2 = 4 + rand(28)
    parts.push(`<path d="M${rand(10)} ${y1}C${20 + rand(30)} ${rand(36)} ${60 + rand(30)} ${rand(36)} ${101 + rand(10)} ${y2}" `
      + `stroke="${pick(INK)}" stroke-opacity="0.45" stroke-width="${1 + rand(2)}" fill="none"/>`)
  }
  for (let i = 0; i < 24; i++) {
    parts.push(`<circle cx="${rand(width)}" cy="${rand(height)}" r="${(0.6 + rand(10) / 10).toFixed(1)}" fill="${pick(INK)}" fill-opacity="0.5"/>`)
  }
  const chars = [...text]
  const step = (width - 12) / Math.max(chars.length, 1)
  chars.forEach((ch, i) => {
    const glyph = GLYPH_OUTLINES[ch]
    if (!glyph) return
    const scale = (1.15 + rand(25) / 100).toFixed(2)
    const x = (7 + i * step + rand(4)).toFixed(1)
    const y = (5 + rand(6)).toFixed(1)
    // Operators turn less, so `-` and `=` stay tellable apart.
    const angle = /\d/.test(ch) ? rand(41) - 20 : rand(17) - 8
    parts.push(`<g transform="translate(${x} ${y}) rotate(${angle} 6 9) scale(${scale})">`
      + `<path d="${jitter(glyph, rand)}" fill="none" stroke="${pick(INK)}" stroke-width="${(1.6 + rand(6) / 10).toFixed(1)}" `
      + 'stroke-linecap="round" stroke-linejoin="round"/></g>')
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

/** The key of a captcha in the cache, which is also the `uuid` the browser gets (eladmin's `captcha_code:` keys). */
const CAPTCHA_KEY = /^captcha_code:[0-9a-f]{32}$/

/**
 * Captchas waiting for their login attempt, in the server's cache (in-process, or Redis as eladmin keeps them). The
 * value carries its own expiry, so the server's clock decides (tests move it) while the cache's TTL removes it.
 */
export class CaptchaStore {
  private readonly cache: CacheStore
  private readonly now: () => number
  private readonly ttlMs: number

  constructor(cache: CacheStore, now: () => number, ttlMs: number) {
    this.cache = cache
    this.now = now
    this.ttlMs = ttlMs
  }

  /** Stores `answer` under a new `captcha_code:<32 hex>` id. */
  async put(answer: string): Promise<string> {
    const uuid = `captcha_code:${randomBytes(16).toString('hex')}`
    await this.cache.set(uuid, JSON.stringify({ answer, expiresAt: this.now() + this.ttlMs }), this.ttlMs)
    return uuid
  }

  /**
   * Removes the captcha and returns its answer, or `null` if it is unknown or expired. Single use. The id comes from
   * the browser: anything but a captcha's key is unknown, so a caller cannot remove other keys (a throttle's count).
   */
  async take(uuid: string): Promise<string | null> {
    if (!CAPTCHA_KEY.test(uuid)) return null
    const raw = await this.cache.take(uuid)
    if (raw === null) return null
    try {
      const entry = JSON.parse(raw) as { answer?: unknown; expiresAt?: unknown }
      return typeof entry.answer === 'string' && typeof entry.expiresAt === 'number' && entry.expiresAt > this.now() ? entry.answer : null
    } catch {
      return null
    }
  }
}
