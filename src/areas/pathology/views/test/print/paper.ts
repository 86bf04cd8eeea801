/** A paper size the printer test offers: its CSS `@page` name and its size in millimetres (portrait). */
export interface PaperSize {
  id: 'A4' | 'A5' | 'B5' | 'Letter'
  /** The `size` value of `@page` (CSS Paged Media: A4, A5, B5 are ISO sizes; `letter` is US Letter). */
  css: string
  width: number
  height: number
}

/** ISO 216 A4, A5 and B5 and US Letter (8.5 × 11 in = 215.9 × 279.4 mm). */
export const PAPER_SIZES: readonly PaperSize[] = [
  { id: 'A4', css: 'A4', width: 210, height: 297 },
  { id: 'A5', css: 'A5', width: 148, height: 210 },
  { id: 'B5', css: 'B5', width: 176, height: 250 },
  { id: 'Letter', css: 'letter', width: 215.9, height: 279.4 },
]

/** Margins offered, in millimetres: even A5 with the widest keeps room for the 100 mm ruler (148 − 2 × 20 = 108). */
export const MARGINS = [0, 5, 10, 15, 20] as const

/** One of {@link MARGINS}. */
export type Margin = (typeof MARGINS)[number]

/** The `@page` rule of a paper size and margin, as the print helper takes it. */
export function pageRule(paper: PaperSize, margin: Margin): string {
  return `@page{size:${paper.css} portrait;margin:${margin}mm}`
}
