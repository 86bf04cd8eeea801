import type { IcdCode } from '../contract'

/**
 * ICD-10 codes matching what a physician types, best first: the code itself, then codes starting with it (`O45`,
 * `o45.` — case and a missing dot ignored), names or pinyin initials starting with it (`tpzb` for 胎盘早剥), then
 * names or initials containing it (`gxy` finds 妊娠期高血压 and 原发性高血压). At most `limit` codes; list order
 * within a rank.
 *
 * @example
 * searchIcd(codes, 'gxy').map((c) => c.name) // ['妊娠期高血压', '原发性高血压', '高血压脑病', …]
 */
export function searchIcd(codes: readonly IcdCode[], query: string, limit = 50): IcdCode[] {
  const q = query.trim().toLowerCase()
  if (!q) return codes.slice(0, limit)
  const bare = q.replace(/\./g, '')
  const ranked: [rank: number, index: number, code: IcdCode][] = []
  codes.forEach((item, index) => {
    const code = item.code.toLowerCase()
    const codeBare = code.replace(/\./g, '')
    const pinyin = item.pinyin.toLowerCase()
    let rank = -1
    if (code === q || codeBare === bare) rank = 0
    else if (code.startsWith(q) || (bare && codeBare.startsWith(bare))) rank = 1
    else if (item.name.startsWith(query.trim()) || pinyin.startsWith(q)) rank = 2
    else if (item.name.includes(query.trim()) || pinyin.includes(q)) rank = 3
    if (rank >= 0) ranked.push([rank, index, item])
  })
  ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return ranked.slice(0, limit).map(([, , item]) => item)
}
