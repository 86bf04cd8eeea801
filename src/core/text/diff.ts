/**
 * Character-level text difference for report revisions (CJK, Latin and mixed): what was kept, deleted and inserted
 * going from one text to another. Myers' O(ND) algorithm after trimming the common prefix and suffix, run first on
 * lines and then on the characters of each changed block, so a long report with a few edits costs little. Characters
 * are code points (a surrogate pair is never split).
 */

/** One run of the difference: text both versions share, or text only the old (`delete`) or new (`insert`) one has. */
export interface DiffPart {
  op: 'equal' | 'delete' | 'insert'
  text: string
}

/** Options of {@link diffText}. */
export interface DiffOptions {
  /**
   * The most edits Myers' search spends on one changed block before it calls the block replaced (deleted whole and
   * inserted whole): bounds time and memory on texts that have nothing in common. Default 2,000.
   */
  maxEdits?: number
}

type Op = DiffPart['op']

/** Edit script of two token sequences as [op, count] runs (Myers, with a cap on the edit distance). */
function myers(a: readonly number[], b: readonly number[], maxEdits: number): [Op, number][] {
  const n = a.length
  const m = b.length
  const max = n + m
  if (max === 0) return []
  const offset = max + 1
  const v = new Int32Array(2 * max + 3)
  const trace: Int32Array[] = []
  let found = -1
  for (let d = 0; d <= Math.min(max, maxEdits); d++) {
    // Keep only the diagonals this round can reach (−d…d): memory grows with d², not with (n+m)·d.
    trace.push(v.slice(offset - d - 1, offset + d + 2))
    // In place: round d reads the diagonals of the other parity, which round d − 1 wrote.
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number)) ? (v[offset + k + 1] as number) : (v[offset + k - 1] as number) + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) {
        found = d
        break
      }
    }
    if (found >= 0) break
  }
  if (found < 0) return [['delete', n], ['insert', m]].filter(([, count]) => (count as number) > 0) as [Op, number][]

  // Walk back through the saved rounds from (n, m) to (0, 0).
  const steps: Op[] = []
  let x = n
  let y = m
  for (let d = found; d > 0; d--) {
    const saved = trace[d] as Int32Array
    const at = (k: number): number => saved[k + d + 1] as number
    const k = x - y
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1))
    const prevK = down ? k + 1 : k - 1
    const prevX = at(prevK)
    const prevY = prevX - prevK
    while (x > prevX && y > prevY) {
      steps.push('equal')
      x--
      y--
    }
    steps.push(down ? 'insert' : 'delete')
    x = prevX
    y = prevY
  }
  while (x > 0 && y > 0) {
    steps.push('equal')
    x--
    y--
  }
  const runs: [Op, number][] = []
  for (let i = steps.length - 1; i >= 0; i--) {
    const op = steps[i] as Op
    const last = runs[runs.length - 1]
    if (last && last[0] === op) last[1]++
    else runs.push([op, 1])
  }
  return runs
}

/** Appends a run, merging it into the previous one of the same kind. */
function push(parts: DiffPart[], op: Op, text: string): void {
  if (!text) return
  const last = parts[parts.length - 1]
  if (last && last.op === op) last.text += text
  else parts.push({ op, text })
}

/** Character difference of two arrays of code points, common ends trimmed first. */
function diffChars(a: readonly string[], b: readonly string[], maxEdits: number, parts: DiffPart[]): void {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  push(parts, 'equal', a.slice(0, start).join(''))
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  if (midA.length === 0 || midB.length === 0) {
    push(parts, 'delete', midA.join(''))
    push(parts, 'insert', midB.join(''))
  } else {
    const codes = new Map<string, number>()
    const code = (ch: string): number => {
      let c = codes.get(ch)
      if (c === undefined) codes.set(ch, (c = codes.size))
      return c
    }
    let i = 0
    let j = 0
    for (const [op, count] of myers(midA.map(code), midB.map(code), maxEdits)) {
      if (op === 'equal') {
        push(parts, 'equal', midA.slice(i, i + count).join(''))
        i += count
        j += count
      } else if (op === 'delete') {
        push(parts, 'delete', midA.slice(i, i + count).join(''))
        i += count
      } else {
        push(parts, 'insert', midB.slice(j, j + count).join(''))
        j += count
      }
    }
  }
  push(parts, 'equal', a.slice(endA).join(''))
}

/** Splits text into lines that keep their line break, so joining them gives the text back. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+/g) ?? []
}

/**
 * The difference between an old and a new text, as runs of equal, deleted and inserted characters in reading
 * order: the old text is the equal and deleted runs joined, the new text the equal and inserted runs joined.
 *
 * @example
 * diffText('胎盘位于后壁', '胎盘位于前壁')
 * // [{ op: 'equal', text: '胎盘位于' }, { op: 'delete', text: '后' }, { op: 'insert', text: '前' }, { op: 'equal', text: '壁' }]
 */
export function diffText(before: string, after: string, options: DiffOptions = {}): DiffPart[] {
  const maxEdits = options.maxEdits ?? 2000
  const parts: DiffPart[] = []
  if (before === after) {
    push(parts, 'equal', before)
    return parts
  }
  // Lines first: an edit in one paragraph of a long report leaves the others out of the character search.
  const oldLines = lines(before)
  const newLines = lines(after)
  const codes = new Map<string, number>()
  const code = (line: string): number => {
    let c = codes.get(line)
    if (c === undefined) codes.set(line, (c = codes.size))
    return c
  }
  let i = 0
  let j = 0
  let pendingOld: string[] = []
  let pendingNew: string[] = []
  const flush = (): void => {
    if (pendingOld.length || pendingNew.length) diffChars(Array.from(pendingOld.join('')), Array.from(pendingNew.join('')), maxEdits, parts)
    pendingOld = []
    pendingNew = []
  }
  for (const [op, count] of myers(oldLines.map(code), newLines.map(code), maxEdits)) {
    if (op === 'equal') {
      flush()
      push(parts, 'equal', oldLines.slice(i, i + count).join(''))
      i += count
      j += count
    } else if (op === 'delete') {
      pendingOld.push(...oldLines.slice(i, i + count))
      i += count
    } else {
      pendingNew.push(...newLines.slice(j, j + count))
      j += count
    }
  }
  flush()
  return parts
}

/**
 * The two sides of a difference for a side-by-side view: the old text's runs (equal and deleted) and the new text's
 * runs (equal and inserted).
 *
 * @example
 * const { before, after } = diffSides(diffText(a, b))
 */
export function diffSides(parts: readonly DiffPart[]): { before: DiffPart[]; after: DiffPart[] } {
  return { before: parts.filter((p) => p.op !== 'insert'), after: parts.filter((p) => p.op !== 'delete') }
}
