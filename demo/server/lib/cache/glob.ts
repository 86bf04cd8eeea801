/**
 * Redis's glob pattern as a regular expression over the whole key: `*` any run, `?` one character, `[abc]`, `[^a]`,
 * `[a-z]` a class, `\x` the character itself. The in-process cache filters its keys with it, so a pattern finds the
 * same keys in both stores.
 */
export function globToRegExp(pattern: string): RegExp {
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!
    if (ch === '*') out += '[\\s\\S]*'
    else if (ch === '?') out += '[\\s\\S]'
    else if (ch === '\\' && i + 1 < pattern.length) out += escape(pattern[++i]!)
    else if (ch === '[') {
      const end = pattern.indexOf(']', i + 2)
      if (end === -1) {
        out += '\\['
        continue
      }
      let body = pattern.slice(i + 1, end)
      const negate = body.startsWith('^')
      if (negate) body = body.slice(1)
      out += `[${negate ? '^' : ''}${body.replace(/[\]\\]/g, (c) => `\\${c}`)}]`
      i = end
    } else out += escape(ch)
  }
  return new RegExp(`^${out}$`)
}

function escape(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`)
}
