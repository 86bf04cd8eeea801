/** Reads the value a sort compares from a row (a field, or a nested name such as `dept.name`). */
function read(row: unknown, field: string): unknown {
  let value: unknown = row
  for (const part of field.split('.')) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[part]
  return value
}

/**
 * Sorts rows in the browser as the server would (`sort=field,dir`, repeatable): numbers and booleans by value, text by
 * the locale's collation (Chinese names in pinyin order under zh-CN), dates as their wire text (which sorts in time
 * order), empty values last in either direction. Stable, and the input is left as it was. For lists whose endpoint
 * answers every row unsorted (`clientSort` in a declaration); 100,000 rows sort in well under 100 ms (npm run bench).
 *
 * @example
 * sortRows(configs, ['configPath,asc'], 'zh-CN')
 */
export function sortRows<Row>(rows: readonly Row[], sort: readonly string[], locale: string): Row[] {
  const keys = sort
    .map((entry) => entry.split(','))
    .filter((parts): parts is [string, string] => Boolean(parts[0]))
    .map(([field, dir]) => ({ field, sign: dir === 'desc' ? -1 : 1 }))
  if (keys.length === 0) return [...rows]
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'variant' })
  // Read every key once (decorate-sort-undecorate), and collate each distinct text once: the texts of a key become
  // their rank in collation order, so the sort itself compares numbers (a collator call per comparison is the slow
  // part: 100,000 names take three times as long).
  const decorated = rows.map((row, index) => ({ row, index, values: keys.map((key) => read(row, key.field)) }))
  const ranks = keys.map((_key, k) => {
    const texts = new Set<string>()
    for (const entry of decorated) {
      const value = entry.values[k]
      if (typeof value === 'string' && value !== '') texts.add(value)
    }
    return new Map([...texts].sort(collator.compare).map((text, rank) => [text, rank]))
  })
  for (const entry of decorated) {
    entry.values = entry.values.map((value, k) =>
      value === undefined || value === null || value === '' ? null
      : typeof value === 'string' ? ranks[k]!.get(value)!
      : typeof value === 'boolean' ? Number(value)
      : typeof value === 'number' ? value
      : ranks[k]!.get(String(value)) ?? String(value),
    )
  }
  decorated.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const x = a.values[k]
      const y = b.values[k]
      if (x === null || y === null) {
        if (x === y) continue
        return x === null ? 1 : -1
      }
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))
      if (order !== 0) return order * keys[k]!.sign
    }
    return a.index - b.index
  })
  return decorated.map((entry) => entry.row)
}
