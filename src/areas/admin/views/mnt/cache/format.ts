/** A message key and its values, for `t`. */
export type Phrase = [key: string, values?: Record<string, string | number>]

/** Bytes in binary units (`512 B`, `1.5 KB`, `3.2 MB`). */
export function sizePhrase(bytes: number): Phrase {
  const units = ['cache.bytes', 'cache.kib', 'cache.mib', 'cache.gib'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return [units[unit]!, { value: unit === 0 ? String(value) : value.toFixed(1) }]
}

/** A time to live in ms (-1: never) as its two largest units (`2 min 5 s`, `1 h 30 min`). */
export function ttlPhrase(ms: number): Phrase {
  if (ms < 0) return ['cache.never']
  const s = Math.floor(ms / 1000)
  if (s < 60) return ['cache.seconds', { s }]
  if (s < 3600) return ['cache.minutes', { m: Math.floor(s / 60), s: s % 60 }]
  if (s < 86_400) return ['cache.hours', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) }]
  return ['cache.days', { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600) }]
}

/** A string value as it reads best: JSON indented, anything else as it is. */
export function readable(value: string): string {
  const text = value.trim()
  if (!/^[[{]/.test(text)) return value
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return value
  }
}
