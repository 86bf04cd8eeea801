// Pure (no Node imports): the calcium phantom, which browser tests import too, uses it.
/**
 * Stored values of a synthetic CT slice: HU − intercept, plus a deterministic ±6 noise (xorshift seeded by `seed`)
 * except where `quiet(i)` says the pixel must keep its exact value (a plaque of known density); −2000 HU is outside the
 * field of view and becomes `padding`. Signed 16-bit.
 */
export function ctStoredValues(hu: Int16Array, seed: number, geometry: { padding: number; intercept: number }, quiet?: (i: number) => boolean): Int16Array {
  const stored = new Int16Array(hu.length)
  let state = seed >>> 0 || 1
  for (let i = 0; i < hu.length; i++) {
    const v = hu[i] as number
    if (v === -2000) {
      stored[i] = geometry.padding
      continue
    }
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    stored[i] = v - geometry.intercept + (quiet?.(i) ? 0 : (state % 13) - 6)
  }
  return stored
}
