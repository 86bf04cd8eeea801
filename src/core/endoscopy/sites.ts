/** The kinds of endoscopy whose sites the capture strip and the biopsy records offer. */
export type EndoscopyKind = 'gastroscopy' | 'colonoscopy' | 'hysteroscopy' | 'colposcopy'

/** The site labels of each kind, in the order the scope passes them (the report's words, in Chinese). */
export const ENDOSCOPY_SITES: Readonly<Record<EndoscopyKind, readonly string[]>> = {
  gastroscopy: ['食管', '贲门', '胃底', '胃体', '胃角', '胃窦', '幽门', '十二指肠球部', '十二指肠降部'],
  colonoscopy: ['回肠末端', '回盲部', '升结肠', '肝曲', '横结肠', '脾曲', '降结肠', '乙状结肠', '直肠', '肛管'],
  hysteroscopy: ['宫颈管', '宫颈内口', '宫腔前壁', '宫腔后壁', '宫底', '左侧宫角', '右侧宫角', '左侧输卵管开口', '右侧输卵管开口'],
  colposcopy: ['宫颈 12 点', '宫颈 3 点', '宫颈 6 点', '宫颈 9 点', '宫颈转化区', '宫颈管', '阴道穹窿', '阴道壁', '外阴'],
}

export const ENDOSCOPY_KINDS: readonly EndoscopyKind[] = ['gastroscopy', 'colonoscopy', 'hysteroscopy', 'colposcopy']

/**
 * The kind of endoscopy an exam item names (肠镜 → colonoscopy, 宫腔镜 → hysteroscopy, 阴道镜 → colposcopy), gastroscopy
 * otherwise.
 *
 * @example
 * endoscopyKindOf('电子结肠镜检查') // 'colonoscopy'
 */
export function endoscopyKindOf(examItem: string): EndoscopyKind {
  if (/结肠|肠镜|直肠|colon/i.test(examItem)) return 'colonoscopy'
  if (/宫腔|宫镜|hystero/i.test(examItem)) return 'hysteroscopy'
  if (/阴道镜|colpo/i.test(examItem)) return 'colposcopy'
  return 'gastroscopy'
}
