import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { SrMeasurement } from '../../src/core/contract/ultrasound'
import { readObstetricSr, SrError } from '../../src/core/obstetrics/srTid5000'
import { parseInstance } from '../../demo/server/lib/srFile'
import { C, container, makeSr, num, singletonSr, srXml, twinSr } from './obgynSr'

const identity = { studyUid: '1.2.826.0.1.3680043.10.1234.1' }
const read = (bytes: Uint8Array): SrMeasurement[] => readObstetricSr(parseInstance(bytes).source)
const row = (list: SrMeasurement[], key: string, fetus: string | null = null) => list.find((m) => m.key === key && m.fetus === fetus)

describe('readObstetricSr: TID 5000 OB-GYN ultrasound reports made by dcmtk xml2dsr', () => {
  it('reads a single pregnancy into the table\'s units, the biometry group\'s mean winning', () => {
    const list = read(singletonSr(identity))
    const values = Object.fromEntries(list.map((m) => [m.key, [m.value, m.unit, m.code, m.fetus]]))
    assert.deepEqual(values, {
      FHR: [146, 'bpm', '11948-7', null],
      EFW: [331, 'g', '11727-5', null],
      BPD: [47.2, 'mm', '11820-8', null],
      HC: [175, 'mm', '11984-2', null],
      AC: [152, 'mm', '11979-2', null],
      FL: [32, 'mm', '11963-6', null],
      HL: [30.5, 'mm', '11966-9', null],
      AFI: [12.5, 'cm', '11627-7', null],
      CL: [36, 'mm', '11961-0', null],
    })
    assert.equal(list.length, 9, 'the thoracic circumference (no row in the table) is left out')
  })

  it('labels twins A and B in the order of their Fetus IDs, with each one\'s umbilical and middle cerebral artery indices', () => {
    for (const implicit of [false, true]) {
      const list = read(twinSr(identity, { implicit }))
      const label = implicit ? 'implicit VR' : 'explicit VR'
      assert.deepEqual(
        [row(list, 'BPD', 'A')?.value, row(list, 'FL', 'A')?.value, row(list, 'BPD', 'B')?.value, row(list, 'FL', 'B')?.value],
        [72.4, 55.1, 70.8, 54.0], label)
      assert.deepEqual([row(list, 'UA_SD', 'A')?.value, row(list, 'UA_SD', 'B')?.value], [2.6, 2.9], label)
      assert.deepEqual([row(list, 'UA_PI', 'A')?.value, row(list, 'UA_RI', 'A')?.value, row(list, 'MCA_PI', 'A')?.value], [1.02, 0.64, 1.85], label)
      assert.equal(row(list, 'CL')?.value, 31, `${label}: the mother's cervix length belongs to no fetus`)
      assert.equal(list.filter((m) => m.key === 'UA_PI').length, 2, `${label}: the MCA PI does not overwrite the umbilical artery's`)
      assert.equal(list.length, 13, label)
    }
  })

  it('keeps every value exact through the unit change (no binary fractions: 0.7 cm is 7 mm)', () => {
    const list = read(makeSr(srXml(identity, [container(C.earlyGestation, num(C.CRL, '0.7', 'cm'), num(C.GS, '2.3', 'cm'), num(C.NT, '1.1', 'mm'))])))
    assert.deepEqual(list.map((m) => [m.key, m.value]), [['CRL', 7], ['GS', 23], ['NT', 1.1]])
  })

  it('refuses a measurement in a unit that is not its own, a value that is not a number, an SR of another kind', () => {
    const wrongUnit = makeSr(srXml(identity, [container(C.fetalBiometry, num(C.BPD, '47', 's'))]))
    assert.throws(() => read(wrongUnit), (e: unknown) => e instanceof SrError && e.code === 'malformed' && /BPD .* "s"/.test(e.message))

    // The same file with the BPD's decimal point turned into a comma: a value no reader may guess at.
    const good = makeSr(srXml(identity, [container(C.fetalBiometry, num(C.BPD, '4.71', 'cm'), num(C.HC, '17.5', 'cm'))]))
    const bad = Buffer.from(good)
    const at = bad.indexOf('4.71')
    assert.ok(at > 0)
    bad.write('4,71', at, 'latin1')
    assert.throws(() => read(bad), (e: unknown) => e instanceof SrError && e.code === 'malformed' && /BPD .*"4,71"/.test(e.message))

    const vascular = makeSr(srXml(identity, [container(C.findings, num(C.PI, '1', '1'))], ['125100', 'DCM', 'Vascular Ultrasound Procedure Report']))
    assert.throws(() => read(vascular), (e: unknown) => e instanceof SrError && e.code === 'not-obgyn')
  })

  it('refuses an object that is not a structured report', () => {
    const { source } = parseInstance(singletonSr(identity))
    assert.throws(() => readObstetricSr({ ...source, meta: { ...source.meta, sopClassUid: '1.2.840.10008.5.1.4.1.1.6.1' } }),
      (e: unknown) => e instanceof SrError && e.code === 'not-sr')
    assert.throws(() => parseInstance(new TextEncoder().encode('BPD 47 mm')), (e: unknown) => e instanceof SrError && e.code === 'not-sr')
  })

  it('refuses a file cut short rather than reading what arrived', () => {
    const whole = twinSr(identity)
    assert.throws(() => read(whole.subarray(0, Math.floor(whole.length * 0.7))), (e: unknown) => e instanceof SrError && e.code === 'malformed')
  })
})
