import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import dicomParser from 'dicom-parser'
import type { CalciumLesion, CalciumScoreDto } from '../../src/core/contract/calcium'
import { scoreCalcium } from '../../src/core/report/agatston'
import { calciumReportText } from '../../src/ui/report/calcium/calciumText'
import { ASSETS_DIR } from '../../demo/server/db/seed/pacs'
import { CALCIUM_CT, CALCIUM_LESIONS, calciumLesionArea, calciumLesionBox } from '../../demo/server/lib/calciumPhantom'
import { ensurePacs } from '../../demo/server/lib/pacsgen'
import { makeServer, type TestServer } from './helpers'

/** The lesions of the phantom as a reader measures them: each plaque's area and peak, on 3 mm slices. */
const phantomLesions = (): CalciumLesion[] => CALCIUM_LESIONS.map((l) => ({
  artery: l.artery, area: calciumLesionArea(l), peak: l.hu, sliceThickness: CALCIUM_CT.thickness, imageIndex: l.slice,
}))

describe('calcium scoring: the seeded calcium-scoring CT and api/calciumScore', () => {
  let t: TestServer
  let writer: string
  let examId: number
  before(async () => {
    t = await makeServer()
    writer = await t.login('fangshe')
    examId = (t.db.prepare("SELECT exam_id AS id FROM pacs_study WHERE generator = 'ct-calcium'").get() as { id: number }).id
  })
  after(() => t.close())

  it('seeds a calcium-scoring CT exam, examined and waiting for its report, for the CT phantom\'s patient', () => {
    const exam = t.db.prepare('SELECT exam_item AS item, modality, status, patient_ref AS patient FROM ris_exam WHERE id = ?').get(examId) as
      { item: string; modality: string; status: string; patient: number }
    assert.deepEqual([exam.item, exam.modality, exam.status], ['冠状动脉钙化积分 CT', 'CT', '2'])
    const phantomPatient = (t.db.prepare("SELECT e.patient_ref AS p FROM pacs_study s JOIN ris_exam e ON e.id = s.exam_id WHERE s.generator = 'ct-phantom'")
      .get() as { p: number }).p
    assert.equal(exam.patient, phantomPatient)
  })

  it('writes 3 mm slices whose plaques have exactly their defined calcified area and peak', () => {
    const report = ensurePacs(t.db, join(t.dataDir, 'pacs'), ASSETS_DIR)
    assert.equal(report.calciumGenerated, true)
    const files = t.db.prepare(`SELECT i.file, i.instance_number AS n FROM pacs_image i JOIN pacs_study s ON s.id = i.study_id
      WHERE s.generator = 'ct-calcium' ORDER BY i.instance_number`).all() as { file: string; n: number }[]
    assert.equal(files.length, CALCIUM_CT.slices)
    for (const lesion of CALCIUM_LESIONS) {
      const bytes = readFileSync(join(t.dataDir, 'pacs', files[lesion.slice]!.file.replace(/^pacs:/, '')))
      const ds = dicomParser.parseDicom(new Uint8Array(bytes))
      assert.equal(ds.string('x00180050'), '3')
      assert.equal(ds.string('x00280030'), '0.6\\0.6')
      const element = ds.elements.x7fe00010!
      const pixels = new Int16Array(bytes.buffer.slice(bytes.byteOffset + element.dataOffset, bytes.byteOffset + element.dataOffset + element.length))
      const box = calciumLesionBox(lesion)
      let count = 0
      let peak = -Infinity
      for (let y = box.y0; y < box.y1; y++) {
        for (let x = box.x0; x < box.x1; x++) {
          const hu = pixels[y * CALCIUM_CT.columns + x]! + CALCIUM_CT.intercept
          if (hu >= 130) count++
          peak = Math.max(peak, hu)
        }
      }
      assert.ok(Math.abs(count * CALCIUM_CT.spacing ** 2 - calciumLesionArea(lesion)) < 1e-9, `${lesion.artery} on slice ${lesion.slice + 1}: ${count} pixels`)
      assert.equal(peak, lesion.hu)
    }
  })

  it('answers an empty score before the first save', async () => {
    const res = await t.call<CalciumScoreDto>('GET', `/api/calciumScore/${examId}`, { token: writer })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual([res.json.version, res.json.lesions.length, res.json.total, res.json.cacDrs.label, res.json.author], [0, 0, 0, 'CAC-DRS 0', null])
  })

  it('saves the phantom\'s lesions and computes the totals itself, as the shared module does', async () => {
    const lesions = phantomLesions()
    const res = await t.call<CalciumScoreDto>('PUT', `/api/calciumScore/${examId}`, { token: writer, body: { lesions, version: 0 } })
    assert.equal(res.status, 200, res.text)
    const expected = scoreCalcium(lesions)
    assert.equal(res.json.total, expected.total)
    assert.deepEqual(res.json.arteries, expected.arteries)
    assert.equal(res.json.arteries.LM.agatston, 0, 'the 0.72 mm² speck scores nothing')
    assert.equal(res.json.version, 1)
    assert.equal(res.json.author, '李建国')
    const read = await t.call<CalciumScoreDto>('GET', `/api/calciumScore/${examId}`, { token: writer })
    assert.deepEqual(read.json.lesions, lesions)
    assert.equal(calciumReportText(read.json), calciumReportText(expected))
    assert.match(calciumReportText(read.json), /^冠状动脉钙化积分（Agatston）：LM 0，LAD [\d.]+，LCX [\d.]+，RCA [\d.]+，总分 \d+；钙化体积 [\d.]+ mm³；风险分级：.+；CAC-DRS A\d\/3（.+，3 支血管）。$/)
  })

  it('refuses a stale version naming who saved, and invalid lesions field by field', async () => {
    const stale = await t.call<{ message: string }>('PUT', `/api/calciumScore/${examId}`, { token: writer, body: { lesions: [], version: 0 } })
    assert.equal(stale.status, 409)
    assert.match(stale.json.message, /李建国/)
    const bad = await t.call<{ errors: { field: string }[] }>('PUT', `/api/calciumScore/${examId}`, {
      token: writer,
      body: { lesions: [{ artery: 'AORTA', area: 3, peak: 300, sliceThickness: 3 }, { artery: 'LAD', area: -1, peak: 300, sliceThickness: 0 }] },
    })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.json.errors.map((e) => e.field).sort(), ['lesions.0.artery', 'lesions.1.area', 'lesions.1.sliceThickness'])
    const forged = await t.call('PUT', `/api/calciumScore/${examId}`, { token: writer, body: { lesions: [], total: 0 } })
    assert.equal(forged.status, 400, 'totals are the server\'s to compute')
  })

  it('needs the CT family\'s write permission to save, a CT exam, and an exam that exists', async () => {
    const us = await t.login('chaosheng')
    assert.equal((await t.call('PUT', `/api/calciumScore/${examId}`, { token: us, body: { lesions: [] } })).status, 403)
    const registrar = await t.login('dengji')
    assert.equal((await t.call('PUT', `/api/calciumScore/${examId}`, { token: registrar, body: { lesions: [] } })).status, 403)
    const mr = (t.db.prepare("SELECT id FROM ris_exam WHERE modality = 'MR' ORDER BY id LIMIT 1").get() as { id: number }).id
    const notCt = await t.call<{ message: string }>('PUT', `/api/calciumScore/${mr}`, { token: writer, body: { lesions: [] } })
    assert.equal(notCt.status, 400)
    assert.match(notCt.json.message, /CT/)
    assert.equal((await t.call('GET', '/api/calciumScore/99999999', { token: writer })).status, 404)
  })
})
