import type { DataSet } from 'dicom-parser'

// Specific Character Set defined terms → WHATWG encoding labels. Chinese hospitals write GB18030 or UTF-8; Japanese
// and Korean ones ISO 2022 with escape sequences, which TextDecoder's iso-2022-jp and euc-kr handle.
const encodings: Record<string, string> = {
  '': 'windows-1252',
  ISO_IR_6: 'windows-1252',
  'ISO_IR 6': 'windows-1252',
  'ISO_IR 100': 'windows-1252',
  'ISO 2022 IR 6': 'windows-1252',
  'ISO 2022 IR 100': 'windows-1252',
  'ISO_IR 101': 'iso-8859-2',
  'ISO_IR 109': 'iso-8859-3',
  'ISO_IR 110': 'iso-8859-4',
  'ISO_IR 144': 'iso-8859-5',
  'ISO_IR 127': 'iso-8859-6',
  'ISO_IR 126': 'iso-8859-7',
  'ISO_IR 138': 'iso-8859-8',
  'ISO_IR 148': 'iso-8859-9',
  'ISO_IR 166': 'windows-874',
  'ISO_IR 13': 'shift_jis',
  'ISO 2022 IR 13': 'shift_jis',
  'ISO 2022 IR 87': 'iso-2022-jp',
  'ISO 2022 IR 159': 'iso-2022-jp',
  'ISO_IR 149': 'euc-kr',
  'ISO 2022 IR 149': 'euc-kr',
  'ISO_IR 192': 'utf-8',
  GB18030: 'gb18030',
  GBK: 'gbk',
  'ISO 2022 IR 58': 'gb18030',
}

const decoders = new Map<string, TextDecoder>()

/**
 * The TextDecoder for a Specific Character Set value (0008,0005). With several terms (code extensions) the last one
 * that names a multi-byte set wins, which is how GB18030/ISO 2022 files mix ASCII and Chinese or Japanese text.
 *
 * @example
 * textDecoderFor('ISO_IR 192').decode(bytes)
 */
export function textDecoderFor(specificCharacterSet: string): TextDecoder {
  const terms = specificCharacterSet.split('\\').map((term) => term.trim())
  const label = terms.map((term) => encodings[term]).filter((value): value is string => !!value).pop() ?? 'windows-1252'
  let decoder = decoders.get(label)
  if (!decoder) {
    decoder = new TextDecoder(label)
    decoders.set(label, decoder)
  }
  return decoder
}

/**
 * Reads a text element (PN, LO, SH, ST, LT, UT…) decoded with the object's character set, trailing padding removed;
 * `''` when absent. dicom-parser's own `string()` reads bytes as Latin-1, which garbles Chinese patient names.
 *
 * @example
 * readDicomText(dataSet, 'x00100010', 'GB18030') // '张三^'
 */
export function readDicomText(dataSet: DataSet, tag: string, specificCharacterSet: string): string {
  const element = dataSet.elements[tag]
  if (!element || element.length <= 0) return ''
  const bytes = (dataSet.byteArray as Uint8Array).subarray(element.dataOffset, element.dataOffset + element.length)
  return textDecoderFor(specificCharacterSet)
    .decode(bytes)
    .replace(/[\0 ]+$/, '')
}
