// Makes DICOM SR files of TID 5000 (OB-GYN Ultrasound Procedure Report) with dcmtk's xml2dsr, from XML written here:
// no sample SR exists in the project, and a real encoder keeps the parser honest. The tests install nothing: without
// xml2dsr they stop with one line naming the Debian package.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The path of xml2dsr, or a thrown error naming the package that has it. */
export function xml2dsrPath(): string {
  // npm test finds (or installs) it and passes its path.
  if (process.env.XML2DSR) return process.env.XML2DSR
  try {
    const found = execFileSync('sh', ['-c', 'command -v xml2dsr'], { encoding: 'utf8' }).trim()
    if (found) return found
  } catch {
    // not found: fall through
  }
  throw new Error('xml2dsr (dcmtk) is required for the SR tests: install it (Debian: apt-get install dcmtk).')
}

/** One coded concept: value, coding scheme, meaning. */
export type Concept = [value: string, scheme: string, meaning: string]

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const codeXml = ([value, scheme, meaning]: Concept): string =>
  `<value>${esc(value)}</value><scheme><designator>${esc(scheme)}</designator></scheme><meaning>${esc(meaning)}</meaning>`

/** A CONTAINER content item (CONTAINS) with its children. */
export const container = (concept: Concept, ...children: string[]): string =>
  `<container flag="SEPARATE"><relationship>CONTAINS</relationship><concept>${codeXml(concept)}</concept>${children.join('')}</container>`

/** A NUM item (CONTAINS) with its value in a UCUM unit, and optional children (concept modifiers). */
export const num = (concept: Concept, value: string, unit: string, ...children: string[]): string =>
  `<num><relationship>CONTAINS</relationship><concept>${codeXml(concept)}</concept>${children.join('')}<value>${esc(value)}</value>`
  + `<unit>${codeXml([unit, 'UCUM', unit])}</unit></num>`

/** A TEXT item with a relationship. */
export const text = (relationship: string, concept: Concept, value: string): string =>
  `<text><relationship>${relationship}</relationship><concept>${codeXml(concept)}</concept><value>${esc(value)}</value></text>`

/** A CODE item with a relationship. */
export const codeItem = (relationship: string, concept: Concept, value: Concept): string =>
  `<code><relationship>${relationship}</relationship><concept>${codeXml(concept)}</concept>${codeXml(value)}</code>`

/** The fetus observation context of TID 1008 (Fetus ID). */
export const fetusId = (id: string): string => text('HAS OBS CONTEXT', ['11951-1', 'LN', 'Fetus ID'], id)

/** Concepts the tests use, as TID 5000 writes them. */
export const C = {
  report: ['125000', 'DCM', 'OB-GYN Ultrasound Procedure Report'] as Concept,
  fetalBiometry: ['125002', 'DCM', 'Fetal Biometry'] as Concept,
  biometryGroup: ['125005', 'DCM', 'Biometry Group'] as Concept,
  fetusSummary: ['125008', 'DCM', 'Fetus Summary'] as Concept,
  earlyGestation: ['125009', 'DCM', 'Early Gestation'] as Concept,
  pelvis: ['125011', 'DCM', 'Pelvis and Uterus'] as Concept,
  findings: ['121070', 'DCM', 'Findings'] as Concept,
  BPD: ['11820-8', 'LN', 'Biparietal Diameter'] as Concept,
  HC: ['11984-2', 'LN', 'Head Circumference'] as Concept,
  AC: ['11979-2', 'LN', 'Abdominal Circumference'] as Concept,
  FL: ['11963-6', 'LN', 'Femur Length'] as Concept,
  HL: ['11966-9', 'LN', 'Humerus length'] as Concept,
  CRL: ['11957-8', 'LN', 'Crown Rump Length'] as Concept,
  GS: ['11850-5', 'LN', 'Gestational Sac Diameter'] as Concept,
  NT: ['33069-6', 'LN', 'Nuchal Translucency'] as Concept,
  FHR: ['11948-7', 'LN', 'Fetal Heart Rate'] as Concept,
  EFW: ['11727-5', 'LN', 'Estimated Weight'] as Concept,
  AFI: ['11627-7', 'LN', 'Amniotic Fluid Index'] as Concept,
  CL: ['11961-0', 'LN', 'Cervix Length'] as Concept,
  SD: ['12144-2', 'LN', 'Systolic to Diastolic Velocity Ratio'] as Concept,
  PI: ['12008-9', 'LN', 'Pulsatility Index'] as Concept,
  RI: ['12023-8', 'LN', 'Resistivity Index'] as Concept,
  thoracic: ['11988-3', 'LN', 'Thoracic Circumference'] as Concept,
  findingSite: ['363698007', 'SCT', 'Finding Site'] as Concept,
  umbilicalArtery: ['50536004', 'SCT', 'Umbilical Artery'] as Concept,
  mca: ['17232002', 'SCT', 'Middle Cerebral Artery'] as Concept,
  derivation: ['121401', 'DCM', 'Derivation'] as Concept,
  mean: ['373098007', 'SCT', 'Mean'] as Concept,
}

/** Identity of the SR: the study it belongs to and its own UIDs. */
export interface SrIdentity {
  studyUid: string
  seriesUid?: string
  sopUid?: string
  patientId?: string
  patientName?: string
}

/** The XML document of an SR whose root container has `title` and `children`. */
export function srXml(identity: SrIdentity, children: string[], title: Concept = C.report): string {
  const uid = identity.sopUid ?? `${identity.studyUid}.9.1`
  return `<?xml version="1.0" encoding="UTF-8"?>
<report type="Comprehensive SR">
<sopclass uid="1.2.840.10008.5.1.4.1.1.88.33">ComprehensiveSR</sopclass>
<charset>ISO_IR 192</charset>
<modality>SR</modality>
<device><manufacturer>Clinic test</manufacturer><model>US-SR</model></device>
<patient><id>${esc(identity.patientId ?? 'P1')}</id><name><last>${esc(identity.patientName ?? '测试')}</last></name><sex>F</sex></patient>
<study uid="${identity.studyUid}"><id>1</id></study>
<series uid="${identity.seriesUid ?? `${identity.studyUid}.9`}"><number>90</number></series>
<instance uid="${uid}"><number>1</number></instance>
<document>
<completion flag="COMPLETE"/>
<verification flag="UNVERIFIED"/>
<content>
<date>20250601</date><time>080000</time>
<container flag="SEPARATE"><concept>${codeXml(title)}</concept>${children.join('')}</container>
</content>
</document>
</report>`
}

/** Runs xml2dsr on the XML; `implicit` writes Implicit VR Little Endian instead of the default explicit. */
export function makeSr(xml: string, options: { implicit?: boolean } = {}): Uint8Array {
  const tool = xml2dsrPath()
  const dir = mkdtempSync(join(tmpdir(), 'clinic-sr-'))
  try {
    writeFileSync(join(dir, 'in.xml'), xml)
    execFileSync(tool, ['-q', ...(options.implicit ? ['+ti'] : []), join(dir, 'in.xml'), join(dir, 'out.dcm')])
    return new Uint8Array(readFileSync(join(dir, 'out.dcm')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A single pregnancy at about 20 weeks: biometry in cm (one BPD group with a mean), FHR, EFW, AFI and a cervix length. */
export function singletonSr(identity: SrIdentity): Uint8Array {
  const mean = codeItem('HAS CONCEPT MOD', C.derivation, C.mean)
  return makeSr(srXml(identity, [
    container(C.fetusSummary, num(C.FHR, '146', '{H.B.}/min'), num(C.EFW, '0.331', 'kg')),
    container(C.fetalBiometry,
      container(C.biometryGroup, num(C.BPD, '4.69', 'cm'), num(C.BPD, '4.75', 'cm'), num(C.BPD, '4.72', 'cm', mean)),
      num(C.HC, '17.5', 'cm'), num(C.AC, '15.2', 'cm'), num(C.FL, '32', 'mm'), num(C.HL, '30.5', 'mm'),
      num(C.thoracic, '14.0', 'cm')),
    container(C.findings, num(C.AFI, '125', 'mm')),
    container(C.pelvis, num(C.CL, '3.6', 'cm')),
  ]))
}

/** Twins: each fetus's biometry and umbilical-artery Doppler under its own Fetus ID, and the mother's cervix length. */
export function twinSr(identity: SrIdentity, options: { implicit?: boolean } = {}): Uint8Array {
  const ua = codeItem('HAS CONCEPT MOD', C.findingSite, C.umbilicalArtery)
  const mca = codeItem('HAS CONCEPT MOD', C.findingSite, C.mca)
  const fetus = (id: string, bpd: string, fl: string, sd: string) => [
    container(C.fetalBiometry, fetusId(id), num(C.BPD, bpd, 'mm'), num(C.FL, fl, 'mm')),
    container(C.findings, fetusId(id), ua, num(C.SD, sd, '{ratio}'), num(C.PI, '1.02', '1'), num(C.RI, '0.64', '1')),
    container(C.findings, fetusId(id), mca, num(C.PI, '1.85', '1'), num(C.RI, '0.80', '1')),
  ]
  return makeSr(srXml(identity, [
    ...fetus('1', '72.4', '55.1', '2.6'),
    ...fetus('2', '70.8', '54.0', '2.9'),
    container(C.pelvis, num(C.CL, '3.1', 'cm')),
  ]), options)
}
