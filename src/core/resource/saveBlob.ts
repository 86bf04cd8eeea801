/**
 * Hands a downloaded file to the browser as a file to save (the xlsx of an export), under `name`.
 *
 * @example
 * saveBlob(await http.get<Blob>('api/job/download', {}, { responseType: 'blob' }), '岗位-20250320-094107.xlsx')
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.click()
  // The click has started the download; the address is no longer needed once it returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
