import { DicomError } from './DicomError'

/**
 * Which decoder a transfer syntax needs. `native` and `rle` run in this bundle; the rest load lazily in a worker.
 *
 * @example
 * if (transferSyntaxInfo(uid).codec === 'native') decodeNow()
 */
export type CodecId = 'native' | 'rle' | 'jpeg-baseline' | 'jpeg-lossless' | 'jpeg-ls' | 'jpeg2000' | 'htj2k'

/**
 * What the engine knows about one transfer syntax.
 *
 * @example
 * transferSyntaxInfo('1.2.840.10008.1.2.4.80') // { name: 'JPEG-LS Lossless', codec: 'jpeg-ls', lossy: false, … }
 */
export interface TransferSyntaxInfo {
  uid: string
  name: string
  codec: CodecId
  littleEndian: boolean
  /** Deflated Explicit VR Little Endian: the data set must be inflated before parsing. */
  deflated: boolean
  lossy: boolean
}

const table: Array<[uid: string, name: string, codec: CodecId, lossy: boolean]> = [
  ['1.2.840.10008.1.2', 'Implicit VR Little Endian', 'native', false],
  ['1.2.840.10008.1.2.1', 'Explicit VR Little Endian', 'native', false],
  ['1.2.840.10008.1.2.1.99', 'Deflated Explicit VR Little Endian', 'native', false],
  ['1.2.840.10008.1.2.2', 'Explicit VR Big Endian', 'native', false],
  ['1.2.840.10008.1.2.5', 'RLE Lossless', 'rle', false],
  ['1.2.840.10008.1.2.4.50', 'JPEG Baseline (Process 1)', 'jpeg-baseline', true],
  ['1.2.840.10008.1.2.4.51', 'JPEG Extended (Process 2 & 4)', 'jpeg-baseline', true],
  ['1.2.840.10008.1.2.4.57', 'JPEG Lossless (Process 14)', 'jpeg-lossless', false],
  ['1.2.840.10008.1.2.4.70', 'JPEG Lossless (Process 14, SV1)', 'jpeg-lossless', false],
  ['1.2.840.10008.1.2.4.80', 'JPEG-LS Lossless', 'jpeg-ls', false],
  ['1.2.840.10008.1.2.4.81', 'JPEG-LS Near-Lossless', 'jpeg-ls', true],
  ['1.2.840.10008.1.2.4.90', 'JPEG 2000 (Lossless Only)', 'jpeg2000', false],
  ['1.2.840.10008.1.2.4.91', 'JPEG 2000', 'jpeg2000', true],
  ['1.2.840.10008.1.2.4.201', 'HTJ2K (Lossless Only)', 'htj2k', false],
  ['1.2.840.10008.1.2.4.202', 'HTJ2K RPCL (Lossless Only)', 'htj2k', false],
  ['1.2.840.10008.1.2.4.203', 'HTJ2K', 'htj2k', true],
  // Cornerstone's private UID for HTJ2K, still written by some of its tools.
  ['3.2.840.10008.1.2.4.96', 'HTJ2K (legacy private UID)', 'htj2k', true],
]

const byUid = new Map<string, TransferSyntaxInfo>(
  table.map(([uid, name, codec, lossy]) => [
    uid,
    { uid, name, codec, lossy, littleEndian: uid !== '1.2.840.10008.1.2.2', deflated: uid === '1.2.840.10008.1.2.1.99' },
  ]),
)

/**
 * Every transfer syntax UID the engine decodes.
 *
 * @example
 * supportedTransferSyntaxes.includes('1.2.840.10008.1.2.4.80') // true
 */
export const supportedTransferSyntaxes: readonly string[] = [...byUid.keys()]

/**
 * Looks up a transfer syntax; throws `unsupported-transfer-syntax` (naming the UID) for one the engine cannot decode,
 * such as MPEG video or JPEG XL.
 *
 * @example
 * if (transferSyntaxInfo(meta.transferSyntaxUid).lossy) showLossyBadge()
 */
export function transferSyntaxInfo(uid: string): TransferSyntaxInfo {
  const info = byUid.get(uid.trim())
  if (!info) {
    throw new DicomError('unsupported-transfer-syntax', `Transfer syntax ${uid || '(none)'} is not supported by this viewer.`, {
      transferSyntaxUid: uid,
    })
  }
  return info
}
