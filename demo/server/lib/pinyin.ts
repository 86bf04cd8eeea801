import { pinyin } from 'pinyin-pro'

/**
 * Chinese text → upper-case pinyin, one syllable per space, the first character read as a surname (单 SHAN,
 * 曾 ZENG, 区 OU); ü is written V (吕 LV) as DICOM's ASCII name group needs. Runs of other characters stay as
 * they are (upper-cased), separated by spaces.
 *
 * @example
 * toPinyin('单晓燕') // 'SHAN XIAO YAN'
 */
export function toPinyin(text: string): string {
  const parts = pinyin(text.trim(), { toneType: 'none', type: 'array', surname: 'head', v: true, nonZh: 'consecutive' })
  return parts.map((p) => p.trim()).filter((p) => p !== '').join(' ').toUpperCase().replace(/\s+/g, ' ')
}
