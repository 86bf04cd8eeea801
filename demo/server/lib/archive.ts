import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { unzipSync } from 'fflate'
import type { MessageKey, MessageParams } from './messages'

/** The most a package may unpack to (a zip or gzip bomb stops here). */
export const MAX_UNPACKED_BYTES = 512 * 1024 * 1024
const MAX_ENTRIES = 20_000

/** One file or folder of a package, its path checked to stay inside the folder it unpacks into. */
export interface ArchiveEntry {
  /** Relative, `/`-separated, no `..`, never absolute. */
  path: string
  /** null for a folder. */
  data: Uint8Array | null
  executable: boolean
}

/** A package that cannot be unpacked safely; `key` says why in the caller's language. */
export class ArchiveError extends Error {
  constructor(readonly key: MessageKey, readonly params: MessageParams = {}) {
    super(key)
  }
}

/**
 * The relative path an entry named `name` unpacks to, or an {@link ArchiveError} when it would land outside the
 * folder (zip-slip: `../x`, `/etc/x`, `C:\x`). Empty names and `./` alone answer null (nothing to write).
 */
export function entryPath(name: string): string | null {
  const path = name.replace(/\\/g, '/')
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) throw new ArchiveError('deploy.archiveSlip', { name })
  const parts = path.split('/').filter((p) => p !== '' && p !== '.')
  if (parts.some((p) => p === '..')) throw new ArchiveError('deploy.archiveSlip', { name })
  return parts.length ? parts.join('/') : null
}

/** The kind of a package by its first bytes. */
export function archiveKind(bytes: Uint8Array): 'zip' | 'tar.gz' | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)) return 'zip'
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'tar.gz'
  return null
}

/**
 * Reads every entry of a zip or tar.gz package and checks each path, before anything is written: a package with one
 * escaping entry, a link (it could point anywhere) or more than {@link MAX_UNPACKED_BYTES} is refused whole.
 */
export function readArchive(bytes: Uint8Array): ArchiveEntry[] {
  const kind = archiveKind(bytes)
  if (kind === 'zip') return readZip(bytes)
  if (kind === 'tar.gz') return readTarGz(bytes)
  throw new ArchiveError('deploy.packageType')
}

function readZip(bytes: Uint8Array): ArchiveEntry[] {
  let declared = 0
  let count = 0
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        entryPath(file.name)
        declared += file.originalSize
        if (++count > MAX_ENTRIES || declared > MAX_UNPACKED_BYTES) throw new ArchiveError('deploy.archiveTooBig', { mb: MAX_UNPACKED_BYTES / 1024 / 1024 })
        return true
      },
    })
  } catch (error) {
    if (error instanceof ArchiveError) throw error
    throw new ArchiveError('deploy.archiveBad', { detail: error instanceof Error ? error.message : String(error) })
  }
  const out: ArchiveEntry[] = []
  for (const [name, data] of Object.entries(files)) {
    const path = entryPath(name)
    if (path === null) continue
    out.push({ path, data: name.endsWith('/') ? null : data, executable: false })
  }
  return out
}

const decoder = new TextDecoder()
function field(block: Uint8Array, start: number, length: number): string {
  const slice = block.subarray(start, start + length)
  const end = slice.indexOf(0)
  return decoder.decode(end < 0 ? slice : slice.subarray(0, end))
}
function octal(block: Uint8Array, start: number, length: number): number {
  const text = field(block, start, length).trim()
  if (!/^[0-7]*$/.test(text)) throw new ArchiveError('deploy.archiveBad', { detail: 'bad number in a tar header' })
  return text ? parseInt(text, 8) : 0
}

/** A ustar / GNU / pax tar inside gzip: regular files and folders; long names through GNU `L` and pax `path`. */
function readTarGz(bytes: Uint8Array): ArchiveEntry[] {
  let tar: Uint8Array
  try {
    tar = gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED_BYTES })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveError('deploy.archiveTooBig', { mb: MAX_UNPACKED_BYTES / 1024 / 1024 })
    throw new ArchiveError('deploy.archiveBad', { detail: error instanceof Error ? error.message : String(error) })
  }
  const out: ArchiveEntry[] = []
  let offset = 0
  let longName: string | null = null
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((b) => b === 0)) break
    const size = octal(header, 124, 12)
    const type = String.fromCharCode(header[156] ?? 0)
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : ''
    const dataStart = offset + 512
    if (dataStart + size > tar.length) throw new ArchiveError('deploy.archiveBad', { detail: 'truncated tar' })
    const data = tar.subarray(dataStart, dataStart + size)
    offset = dataStart + Math.ceil(size / 512) * 512
    if (out.length > MAX_ENTRIES) throw new ArchiveError('deploy.archiveTooBig', { mb: MAX_UNPACKED_BYTES / 1024 / 1024 })
    if (type === 'L') {
      longName = field(data, 0, data.length)
      continue
    }
    if (type === 'x') {
      const path = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(decoder.decode(data))?.[1]
      if (path !== undefined) longName = path
      continue
    }
    if (type === 'g') continue
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100))
    longName = null
    if (type === '1' || type === '2') throw new ArchiveError('deploy.archiveLink', { name })
    const path = entryPath(name)
    if (path === null) continue
    if (type === '5') out.push({ path, data: null, executable: false })
    else if (type === '0' || type === '\0' || type === '7') out.push({ path, data, executable: (octal(header, 100, 8) & 0o111) !== 0 })
    // Devices and FIFOs have no place in an application package: skipped.
  }
  return out
}

/**
 * Writes checked entries into `target` (which must exist); answers the number of files written. Each path is checked
 * again against the real folder, so a caller that skipped {@link readArchive} cannot write outside it either.
 */
export function writeEntries(entries: readonly ArchiveEntry[], target: string): number {
  const root = resolve(target)
  let files = 0
  for (const entry of entries) {
    const file = resolve(root, entry.path)
    const rel = relative(root, file)
    if (!rel || rel.startsWith('..') || isAbsolute(rel) || !file.startsWith(root + sep)) throw new ArchiveError('deploy.archiveSlip', { name: entry.path })
    if (entry.data === null) {
      mkdirSync(file, { recursive: true })
      continue
    }
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, entry.data)
    if (entry.executable) chmodSync(file, 0o755)
    files++
  }
  return files
}
