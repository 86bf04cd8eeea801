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

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `#${channels
    .map((c) => Math.round(c + (target - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

/**
 * A 16-step brand ramp (Fluent's 10…160 slots) around a base colour at slot 80: darker below, lighter above.
 *
 * @example
 * brandRamp('#409EFF')[80] // '#409eff'
 */
export function brandRamp(base: string): Record<10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160, string> {
  const colour = isHexColour(base) ? base.toLowerCase() : settings.theme.toLowerCase()
  const ramp = {} as Record<number, string>
  for (let step = 1; step <= 16; step++) {
    const slot = step * 10
    ramp[slot] = step < 8 ? mix(colour, 0, (8 - step) * 0.11) : step === 8 ? colour : mix(colour, 255, (step - 8) * 0.11)
  }
  return ramp as ReturnType<typeof brandRamp>
}
