/**
 * Other obstetric values a template needs (ris-domain §5.3): corrected BPD and cephalic index (ClearCanvas
 * biometrycalculator; Hadlock, effect of head shape on BPD, AJR), AC from two orthogonal diameters and the amniotic
 * fluid index. Any unit in, the same unit out.
 */

/** Corrected BPD = √(BPD·OFD / 1.265), for a head too long or too round for the BPD to date it. */
export function correctedBpd(bpd: number, ofd: number): number | null {
  return bpd > 0 && ofd > 0 ? Math.sqrt((bpd * ofd) / 1.265) : null
}

/** The normal cephalic index range: mean 78.3, below 74 dolichocephaly, above 83 brachycephaly. */
export const CEPHALIC_INDEX_NORMAL: readonly [number, number] = [74, 83]

/** Cephalic index = BPD / OFD × 100. */
export function cephalicIndex(bpd: number, ofd: number): number | null {
  return bpd > 0 && ofd > 0 ? (bpd / ofd) * 100 : null
}

/** AC from two orthogonal abdominal diameters: (D1 + D2) × 1.57. */
export function acFromDiameters(d1: number, d2: number): number | null {
  return d1 > 0 && d2 > 0 ? (d1 + d2) * 1.57 : null
}

/** AFI = the sum of the deepest vertical pocket of each of the four quadrants; null unless all four are given and none is negative. */
export function amnioticFluidIndex(pockets: readonly (number | null | undefined)[]): number | null {
  if (pockets.length !== 4 || pockets.some((p) => p === null || p === undefined || !Number.isFinite(p) || p < 0)) return null
  return (pockets as number[]).reduce((a, b) => a + b, 0)
}
