import { atom } from 'nanostores'
import { shared } from '../runtime'
import { settings } from '../config/settings'
import { readStorage, writeStorage } from '../storage'

const THEME_KEY = 'clinic-theme'

function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
}

/**
 * The console's primary colour (one of the 8 presets or any hex colour), shared by every element on the page and
 * remembered in local storage.
 *
 * @example
 * const colour = useStore($themeColor) // '#409EFF'
 */
export const $themeColor = shared('theme.color', () => {
  const stored = readStorage('local', THEME_KEY)
  const store = atom<string>(isHexColour(stored) ? stored : settings.theme)
  store.listen((value) => writeStorage('local', THEME_KEY, value))
  return store
})

/**
 * Changes the primary colour; ignores anything that is not a `#rrggbb` colour.
 *
 * @example
 * setThemeColor('#11a983')
 */
export function setThemeColor(colour: string): void {
  if (isHexColour(colour)) $themeColor.set(colour)
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
}

function mix(hex: string, target: number, amount: number): string {
  return `#${channels(hex)
    .map((c) => Math.round(c + (target - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * The WCAG contrast ratio between two `#rrggbb` colours.
 *
 * @example
 * contrast('#409EFF', '#304156') // ≈ 3.7
 */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/**
 * The colour lightened (on a dark background) or darkened (on a light one) just enough for text to reach 4.5:1.
 *
 * @example
 * readableOn('#409EFF', '#304156') // a lighter blue for the dark sidebar
 */
export function readableOn(colour: string, background: string): string {
  const base = isHexColour(colour) ? colour.toLowerCase() : settings.theme.toLowerCase()
  const target = luminance(background) < 0.5 ? 255 : 0
  let result = base
  for (let amount = 0.02; contrast(result, background) < 4.5 && amount < 1; amount += 0.02) result = mix(base, target, amount)
  return result
}

/**
 * The WCAG contrast ratio of white text on a colour.
 *
 * @example
 * contrastWithWhite('#409EFF') // ≈ 2.78
 */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05)
}

/**
 * A 16-step brand ramp (Fluent's 10…160 slots) for a primary colour. Slot 80 is what Fluent paints behind white
 * text (primary buttons, selected items) and uses for links: it is the primary colour darkened just enough for a
 * 4.5:1 contrast, so a light preset such as #409EFF stays readable. Lower slots darken further; higher slots tint
 * towards white. Surfaces that show the colour itself without text on it use `$themeColor` directly.
 *
 * @example
 * brandRamp('#1890ff')[80] // a deeper shade of #1890ff with white text at ≥ 4.5:1
 */
export function brandRamp(base: string): Record<10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160, string> {
  const colour = isHexColour(base) ? base.toLowerCase() : settings.theme.toLowerCase()
  let anchor = colour
  for (let amount = 0.02; contrastWithWhite(anchor) < 4.5 && amount < 1; amount += 0.02) anchor = mix(colour, 0, amount)
  const ramp = {} as Record<number, string>
  for (let step = 1; step <= 16; step++) {
    const slot = step * 10
    ramp[slot] = step < 8 ? mix(anchor, 0, (8 - step) * 0.1) : step === 8 ? anchor : mix(anchor, 255, (step - 8) * 0.11)
  }
  return ramp as ReturnType<typeof brandRamp>
}
