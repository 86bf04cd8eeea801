// A small text extractor for the PDFs Chromium (Skia) prints: per page, the text drawn with the page's fonts,
// decoded through each font's ToUnicode CMap; and each page's MediaBox. Enough to assert what a printed report
// holds without a PDF library.
import { inflateSync } from 'node:zlib'

function parseObjects(pdf) {
  const objects = new Map()
  const lengths = new Map()
  const heads = [...pdf.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)]
  // Stream lengths may be indirect objects (`/Length 12 0 R`): read plain numeric objects first.
  for (const head of heads) {
    const after = pdf.slice(head.index + head[0].length, head.index + head[0].length + 40)
    const plain = /^\s*(\d+)\s*endobj/.exec(after)
    if (plain) lengths.set(Number(head[1]), Number(plain[1]))
  }
  for (const head of heads) {
    const from = head.index + head[0].length
    const streamAt = pdf.indexOf('stream', from)
    const endAt = pdf.indexOf('endobj', from)
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(head[1]), { dict: pdf.slice(from, endAt), stream: null })
      continue
    }
    const dict = pdf.slice(from, streamAt)
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)
    const indirect = /\/Length\s+(\d+)\s+0\s+R/.exec(dict)
    const length = direct ? Number(direct[1]) : indirect ? lengths.get(Number(indirect[1])) : undefined
    const start = streamAt + pdf.slice(streamAt, streamAt + 8).match(/^stream\r?\n/)[0].length
    const stop = length !== undefined ? start + length : pdf.indexOf('endstream', start)
    let raw = Buffer.from(pdf.slice(start, stop), 'latin1')
    if (/\/Filter\s*\/FlateDecode/.test(dict)) raw = inflateSync(raw)
    objects.set(Number(head[1]), { dict, stream: raw.toString('latin1') })
  }
  return objects
}

const ref = (text, key) => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text)
  return match ? Number(match[1]) : null
}

function hexToString(hex) {
  let out = ''
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16))
  return out
}

function parseCMap(text) {
  const map = new Map()
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(src, 16), hexToString(dst))
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const from = parseInt(lo, 16)
      const to = parseInt(hi, 16)
      if (rest.startsWith('[')) {
        const items = [...rest.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => hexToString(m[1]))
        for (let code = from; code <= to; code++) map.set(code, items[code - from] ?? '')
      } else {
        const base = hexToString(rest.slice(1, -1))
        const last = base.charCodeAt(base.length - 1)
        for (let code = from; code <= to; code++) map.set(code, base.slice(0, -1) + String.fromCharCode(last + code - from))
      }
    }
  }
  return map
}

function fontsOf(objects, page) {
  let resources = page.dict
  const resourcesRef = ref(page.dict, 'Resources')
  if (resourcesRef !== null) resources = objects.get(resourcesRef)?.dict ?? ''
  const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? ''
  const fonts = new Map()
  for (const [, name, id] of fontDict.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(id))
    const cmapRef = font ? ref(font.dict, 'ToUnicode') : null
    const cmap = cmapRef !== null ? objects.get(cmapRef)?.stream : null
    fonts.set(name, { map: cmap ? parseCMap(cmap) : new Map(), wide: /\/Type0/.test(font?.dict ?? '') })
  }
  return fonts
}

function decode(hex, font) {
  const width = font?.wide === false ? 2 : 4
  let out = ''
  for (let i = 0; i + width <= hex.length; i += width) {
    const code = parseInt(hex.slice(i, i + width), 16)
    out += font?.map.get(code) ?? ''
  }
  return out
}

function pageText(content, fonts) {
  let font = null
  let text = ''
  const tokens = /\/(\S+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|\b(T\*|Td|TD|ET)\b/g
  for (let m = tokens.exec(content); m; m = tokens.exec(content)) {
    if (m[1]) font = fonts.get(m[1]) ?? null
    else if (m[2] !== undefined) text += [...m[2].matchAll(/<([0-9A-Fa-f]*)>/g)].map((h) => decode(h[1], font)).join('')
    else if (m[3] !== undefined) text += decode(m[3], font)
    else text += ' '
  }
  return text.replace(/\s+/g, ' ')
}

/**
 * The pages of a Chromium-printed PDF: `{ text, width, height }` each (points).
 *
 * @example
 * const pages = pdfPages(await page.pdf({ format: 'A4' }))
 */
export function pdfPages(buffer) {
  const pdf = Buffer.from(buffer).toString('latin1')
  const objects = parseObjects(pdf)
  const pageIds = [...objects.entries()].filter(([, o]) => /\/Type\s*\/Page(?!s)/.test(o.dict)).map(([id]) => id)
  const pagesRoot = [...objects.values()].find((o) => /\/Type\s*\/Pages/.test(o.dict) && !/\/Parent/.test(o.dict))
  const order = pagesRoot ? [...(/\/Kids\s*\[([^\]]*)\]/.exec(pagesRoot.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1])) : pageIds
  return (order.length ? order : pageIds).map((id) => {
    const page = objects.get(id)
    const box = (/\/MediaBox\s*\[([^\]]*)\]/.exec(page.dict)?.[1] ?? '').trim().split(/\s+/).map(Number)
    const contents = [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => objects.get(Number(m[1]))?.stream ?? '')
    return { text: pageText(contents.join('\n'), fontsOf(objects, page)), width: box[2] - box[0], height: box[3] - box[1] }
  })
}
