import type { GeneratedFile } from '../../../../core/contract'
import { http } from '../../../../core/http/http'

/** The generated files of a table (`POST api/generator/{table}/1`), nothing written anywhere. */
export function previewCode(table: string): Promise<GeneratedFile[]> {
  return http.post<GeneratedFile[]>(`api/generator/${encodeURIComponent(table)}/1`)
}

/** Downloads the generated files of a table as `<table>.zip` (`POST api/generator/{table}/2`). */
export async function downloadCode(table: string): Promise<void> {
  const zip = await http.post<Blob>(`api/generator/${encodeURIComponent(table)}/2`, undefined, { responseType: 'blob' })
  const url = URL.createObjectURL(zip)
  const link = document.createElement('a')
  link.href = url
  link.download = `${table}.zip`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Asks to generate into the project (type 0); the contract server refuses it, and the refusal is shown as usual. */
export async function generateIntoProject(table: string): Promise<void> {
  await http.post(`api/generator/${encodeURIComponent(table)}/0`).catch(() => undefined)
}

/** Re-reads the schemas of tables into their column settings. */
export function syncTables(tables: readonly string[]): Promise<void> {
  return http.post('api/generator/sync', tables)
}
