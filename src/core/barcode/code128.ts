/**
 * The 107 symbols of Code 128 as bar/space module widths (ISO/IEC 15417): symbol value → six widths (the stop
 * symbol, 106, has seven). Each symbol is 11 modules wide; the stop is 13.
 */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213', '221312', '231212', '112232',
  '122132', '122231', '113222', '123122', '123221', '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122',
  '321221', '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311',
  '211313', '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331', '231131', '213113',
  '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111', '111224', '111422',
  '121124', '121421', '141122', '141221', '112214', '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111',
  '241112', '134111', '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141', '214121',
  '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141', '114131', '311141', '411131', '211412',
  '211214', '211232', '2331112',
] as const

const START_B = 104
const START_C = 105
const CODE_B = 100
const CODE_C = 99
const STOP = 106

/**
 * The symbol values encoding `text` in Code 128: code set C (two digits per symbol) for runs of four or more digits,
 * code set B for the rest (printable ASCII), the start symbol first and the modulo-103 check symbol and stop last.
 * Throws for characters outside printable ASCII (an exam number is letters, digits and `-`).
 *
 * @example
 * code128Values('CT20261123007') // [104, 35, 52, 99, 20, 26, 11, 23, 0, 100, 23, …, 106]
 */
export function code128Values(text: string): number[] {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new RangeError('Code 128 here encodes printable ASCII only')
  const values: number[] = []
  let set: 'B' | 'C' | null = null
  let i = 0
  const digitRun = (at: number) => /^\d*/.exec(text.slice(at))![0].length
  while (i < text.length) {
    const run = digitRun(i)
    // Set C pays off for four digits or more (or the whole text when it is only digits, in pairs).
    const useC = run >= 4 || (i === 0 && run === text.length && run >= 2 && run % 2 === 0)
    if (useC) {
      const pairs = Math.floor(run / 2)
      if (set !== 'C') values.push(set === null ? START_C : CODE_C)
      set = 'C'
      for (let p = 0; p < pairs; p++, i += 2) values.push(Number(text.slice(i, i + 2)))
      continue
    }
    if (set !== 'B') values.push(set === null ? START_B : CODE_B)
    set = 'B'
    values.push(text.charCodeAt(i) - 32)
    i++
  }
  if (set === null) values.push(START_B)
  const check = values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103
  values.push(check, STOP)
  return values
}

/**
 * The bars of `text` in Code 128 as module widths, alternating bar and space, starting with a bar (quiet zones not
 * included: leave ten modules of white on each side).
 *
 * @example
 * code128Modules('AB').reduce((a, b) => a + b) // 11 × 4 symbols + 13 for the stop = 57
 */
export function code128Modules(text: string): number[] {
  return code128Values(text).flatMap((value) => [...(PATTERNS[value] as string)].map(Number))
}
