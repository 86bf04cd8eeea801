import { endoscopyKindOf, ENDOSCOPY_SITES } from '../../../../src/core/endoscopy/sites'
import type { Db } from '../db'

/**
 * The captures of the seeded endoscopy exams whose report is signed, as the endoscopist left them: the exam's generated
 * capture images (the PNGs its study holds, `pacs:captures/es-0N.png` — the capture file route reads `pacs:` files
 * from the generated archive, and never deletes them), labelled with sites of the exam's kind in the scope's order,
 * one in four left out of the printed report. Exams whose report is still open get none: their captures are the
 * endoscopist's to take.
 */
export function seedEndoscopyCaptures(db: Db): number {
  const rows = db.prepare(`SELECT e.id AS exam_id, e.exam_item, e.exam_time, e.technician, i.file, i.columns, i.rows
    FROM ris_exam e JOIN ris_report r ON r.exam_id = e.id AND r.state IN ('final', 'corrected')
    JOIN pacs_study s ON s.exam_id = e.id JOIN pacs_series se ON se.study_id = s.id JOIN pacs_image i ON i.series_id = se.id
    WHERE e.modality = 'ES' AND i.file LIKE 'pacs:captures/es-%' ORDER BY e.id, i.instance_number`).all() as
    { exam_id: number; exam_item: string; exam_time: string | null; technician: string | null; file: string; columns: number; rows: number }[]
  const insert = db.prepare(`INSERT INTO ris_es_capture (exam_id, file, mime, width, height, size, site, sort, in_report, captured_by,
      captured_at, version) VALUES (?, ?, 'image/png', ?, ?, 0, ?, ?, ?, ?, ?, 1)`)
  let sort = 0
  let exam = -1
  for (const row of rows) {
    if (row.exam_id !== exam) {
      exam = row.exam_id
      sort = 0
    }
    sort++
    const sites = ENDOSCOPY_SITES[endoscopyKindOf(row.exam_item)]
    // Spread over the scope's path: entry, middle, far end.
    const site = sites[Math.min(sites.length - 1, Math.round(((sort - 1) * (sites.length - 1)) / 3))] ?? null
    insert.run(row.exam_id, row.file, row.columns, row.rows, site, sort, sort % 4 === 3 ? 0 : 1, row.technician ?? '内镜医师',
      row.exam_time ?? '2025-01-01 00:00:00')
  }
  return rows.length
}
