import type { StorageFileType } from '../../../src/core/contract/storage'

const KINDS: ReadonlyArray<readonly [StorageFileType, ReadonlySet<string>]> = [
  ['图片', new Set(['bmp', 'dib', 'pcp', 'dif', 'wmf', 'gif', 'jpg', 'tif', 'tiff', 'eps', 'psd', 'cdr', 'iff', 'tga', 'pcd', 'mpt', 'png', 'jpeg', 'webp', 'svg'])],
  ['文档', new Set(['txt', 'doc', 'pdf', 'ppt', 'pps', 'pptx', 'xlsx', 'xls', 'docx', 'csv', 'md', 'rtf', 'odt', 'ods'])],
  ['音乐', new Set(['mp3', 'wav', 'wma', 'mpa', 'ram', 'ra', 'aac', 'aif', 'm4a', 'flac', 'ogg', 'opus'])],
  ['视频', new Set(['avi', 'mpg', 'mpe', 'mpeg', 'asf', 'wmv', 'mov', 'qt', 'rm', 'mp4', 'flv', 'm4v', 'webm', 'ogv', 'mkv'])],
]

/**
 * The suffix of a file name, lower case and without the dot ('' when it has none), as eladmin's `FileUtil` reads it.
 *
 * @example
 * suffixOf('CT 报告.PDF') // 'pdf'
 */
export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * eladmin's category (类别) of a file by its suffix: 图片, 文档, 音乐, 视频 or 其他.
 *
 * @example
 * storageFileType('png') // '图片'
 */
export function storageFileType(suffix: string): StorageFileType {
  const lower = suffix.toLowerCase()
  return KINDS.find(([, suffixes]) => suffixes.has(lower))?.[0] ?? '其他'
}

/**
 * A size as eladmin writes it: two decimals and the largest unit that is at least one (`29.67KB`, `1.50MB`), whole
 * bytes below a kilobyte (`512B`).
 *
 * @example
 * formatFileSize(30_382) // '29.67KB'
 */
export function formatFileSize(bytes: number): string {
  const units: ReadonlyArray<readonly [string, number]> = [['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024]]
  for (const [unit, size] of units) if (bytes >= size) return `${(bytes / size).toFixed(2)}${unit}`
  return `${bytes}B`
}
