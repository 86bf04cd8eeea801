import { strFromU8, unzipSync } from 'fflate'

/**
 * Reads back the first sheet of an .xlsx file as rows of cell texts (numbers as their text), the way a spreadsheet
 * shows it: enough to check what an export holds. Used by server and browser tests alike.
 */
export function readXlsx(bytes: Uint8Array): { sheetName: string; rows: string[][] } {
  const files = unzipSync(bytes)
  const workbook = strFromU8(files['xl/workbook.xml'] ?? new Uint8Array())
  const sheetName = decode(/<sheet [^>]*name="([^"]*)"/.exec(workbook)?.[1] ?? '')
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array())
  const rows: string[][] = []
  for (const [, body] of sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)) {
    const row: string[] = []
    for (const [, ref, content] of body!.matchAll(/<c r="([A-Z]+)\d+"[^>]*>(.*?)<\/c>/gs)) {
      const column = [...ref!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
      const value = /<t[^>]*>(.*?)<\/t>/s.exec(content!)?.[1] ?? /<v>(.*?)<\/v>/s.exec(content!)?.[1] ?? ''
      while (row.length < column) row.push('')
      row[column] = decode(value)
    }
    rows.push(row)
  }
  return { sheetName, rows }
}

function decode(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name] as string)
}
