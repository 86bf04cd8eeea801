import type { DataSet } from 'dicom-parser'
import { OBSTETRIC_UNITS, type ObstetricKey, type SrMeasurement } from '../contract/ultrasound'
import type { ImageMeta } from '../dicom/dicom.types'
import { readDicomText } from '../dicom/readDicomText'

/**
 * What {@link readObstetricSr} reads: a parsed data set and the header values it needs. A `DicomDataset` of
 * `parseDicom` is one; the contract server builds one from dicom-parser directly (see {@link srVr}).
 *
 * @example
 * readObstetricSr({ dataSet, meta: { sopClassUid, specificCharacterSet: 'ISO_IR 192', transferSyntaxUid } })
 */
export interface SrSource {
  dataSet: DataSet
  meta: Pick<ImageMeta, 'sopClassUid' | 'specificCharacterSet' | 'transferSyntaxUid'>
}

/**
 * Why a DICOM object gives no obstetric measurements: `not-sr` (not a structured report at all), `not-obgyn` (an SR of
 * another template, such as a vascular or cardiac report) and `malformed` (an OB-GYN report whose content tree breaks
 * the SR rules or carries an unusable value of a measurement we read). The message names the content item.
 *
 * @example
 * if (error instanceof SrError && error.code === 'not-obgyn') skipInstance()
 */
export class SrError extends Error {
  override readonly name = 'SrError'

  constructor(
    readonly code: 'not-sr' | 'not-obgyn' | 'malformed',
    message: string,
  ) {
    super(message)
  }
}

/** SOP classes of structured reports all sit under 1.2.840.10008.5.1.4.1.1.88 (Basic, Enhanced, Comprehensive…). */
export const SR_SOP_CLASS_PREFIX = '1.2.840.10008.5.1.4.1.1.88.'

/** Whether a SOP Class UID is a structured report's. */
export function isSrSopClass(uid: string | null | undefined): boolean {
  return !!uid && uid.startsWith(SR_SOP_CLASS_PREFIX)
}

interface Code {
  value: string
  scheme: string
}

const code = (value: string, scheme: string): Code => ({ value, scheme })
const same = (a: Code | null, b: Code): boolean => !!a && a.value === b.value && a.scheme === b.scheme
const sameAny = (a: Code | null, list: readonly Code[]): boolean => list.some((b) => same(a, b))

/** The document title of TID 5000 (CID 12024). */
const OBGYN_REPORT = code('125000', 'DCM')
/** Observation context of TID 1008 that names a fetus: Fetus ID, else Subject ID. */
const FETUS_ID = code('11951-1', 'LN')
const SUBJECT_ID = code('121030', 'DCM')
/** The vessel of a Doppler measurement group (TID 5025/5026): Finding Site, in SNOMED CT or the retired SNOMED RT. */
const FINDING_SITE = [code('363698007', 'SCT'), code('G-C0E3', 'SRT')]
const UMBILICAL_ARTERY = [code('50536004', 'SCT'), code('T-F1810', 'SRT')]
const MIDDLE_CEREBRAL_ARTERY = [code('17232002', 'SCT'), code('T-45600', 'SRT')]

/**
 * The LOINC codes of TID 5000 that fill the obstetric table, each checked against its context group in DICOM PS3.16:
 * CID 12005 fetal biometry (BPD, OFD, HC, AC, FL), 12006 long bones (HL), 12009 early gestation (GS, CRL, NT —
 * 33069-6; 12146-7 is the nuchal *fold*), 12019 fetus summary (EFW, FHR), 12008 amniotic sac (AFI) and 12011 pelvis
 * and uterus (cervix length). The deepest vertical pocket has no LOINC code of its own in TID 5010 (it is SCT
 * "Diameter" with a finding site), so it is left out.
 */
const DIRECT_CODES: Readonly<Record<string, ObstetricKey>> = {
  '11850-5': 'GS',
  '11957-8': 'CRL',
  '33069-6': 'NT',
  '11820-8': 'BPD',
  '11851-3': 'OFD',
  '11984-2': 'HC',
  '11979-2': 'AC',
  '11963-6': 'FL',
  '11966-9': 'HL',
  '11948-7': 'FHR',
  '11627-7': 'AFI',
  '11961-0': 'CL',
  '11727-5': 'EFW',
}

/** CID 12121 vascular indices; which table row they fill depends on the vessel (umbilical or middle cerebral artery). */
const DOPPLER_CODES: Readonly<Record<string, 'SD' | 'PI' | 'RI'>> = { '12144-2': 'SD', '12008-9': 'PI', '12023-8': 'RI' }
const UA_KEYS: Record<'SD' | 'PI' | 'RI', ObstetricKey> = { SD: 'UA_SD', PI: 'UA_PI', RI: 'UA_RI' }

/** UCUM units accepted per kind of measurement, as factors (powers of ten) to the table's unit. */
const LENGTH_TO_MM: Record<string, number> = { mm: 0, cm: 1, m: 3, um: -3 }
const RATE_UNITS = new Set(['{H.B.}/min', '/min', '{beats}/min', '{beat}/min', 'bpm'])
const MASS_TO_G: Record<string, number> = { g: 0, kg: 3, mg: -3 }
const RATIO_UNITS = new Set(['1', '{ratio}', '{index}', '{ratio}/1', 'no units', ''])

// Sequences the walk reads; in implicit VR files dicom-parser needs to be told they are sequences.
const SEQUENCE_TAGS = new Set(['x0040a730', 'x0040a043', 'x0040a300', 'x004008ea', 'x0040a168', 'x0040a301', 'x0040a375', 'x00081199', 'x0040a504'])

/**
 * The `vrCallback` to give dicom-parser when it parses an SR: in Implicit VR Little Endian nothing in the file says
 * which elements are sequences, and without it the content tree of an implicit-VR SR is not read.
 *
 * @example
 * dicomParser.parseDicom(bytes, { vrCallback: srVr })
 */
export function srVr(tag: string): string | undefined {
  return SEQUENCE_TAGS.has(tag) ? 'SQ' : undefined
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/** A DS text times 10^exponent, moved on the decimal point so 4.71 cm is exactly 47.1 mm (no 47.100000000000001). */
function scaleDecimal(text: string, exponent: number): number {
  return exponent === 0 ? Number(text) : Number(`${text}e${exponent}`)
}

/** The table's value of a measured value in `unit`, or null when the unit does not fit the measurement. */
function convert(key: ObstetricKey, text: string, unit: string): number | null {
  const target = OBSTETRIC_UNITS[key]
  if (target === 'mm' || target === 'cm') {
    const exponent = LENGTH_TO_MM[unit]
    return exponent === undefined ? null : scaleDecimal(text, exponent - (target === 'cm' ? 1 : 0))
  }
  if (target === 'bpm') return RATE_UNITS.has(unit) ? Number(text) : null
  if (target === 'g') {
    const exponent = MASS_TO_G[unit]
    return exponent === undefined ? null : scaleDecimal(text, exponent)
  }
  return RATIO_UNITS.has(unit) ? Number(text) : null
}

interface Context {
  fetus: string | null
  site: 'UA' | 'MCA' | null
}

interface Found {
  fetusId: string | null
  key: ObstetricKey
  value: number
  unit: string
  code: string
  /** Marked as the value to use (Derivation such as Mean, or Selection Status), which wins over single readings. */
  chosen: boolean
}

const DERIVATION = code('121401', 'DCM')
const SELECTION_STATUS = code('121404', 'DCM')

/**
 * Reads the numeric measurements of a DICOM SR **TID 5000 OB-GYN Ultrasound Procedure Report** into the rows of the
 * obstetric table, converted to {@link OBSTETRIC_UNITS} (`4.71 cm` BPD → 47.1 mm, EFW in kg → g). It walks the whole
 * content tree: every NUM item whose concept is one of the table's LOINC codes, the fetus it belongs to from the
 * observation context (Fetus ID, else Subject ID) of it or its containers, and the vessel (Finding Site) of the
 * umbilical and middle cerebral artery Doppler indices. With two or more fetuses each gets a label `A`, `B`, `C` in
 * the order the report first names them; a single pregnancy and maternal values (cervical length) have `fetus: null`.
 * Where a measurement appears several times for one fetus the value marked by a Derivation (the mean of a biometry
 * group) or Selection Status wins, else the last one. Unknown codes, NUM items without a value and Doppler indices of
 * other vessels are ignored. Throws {@link SrError}: `not-sr`, `not-obgyn`, or `malformed` for a broken content tree or
 * an unusable value or unit of a measurement it reads — never a partial result.
 *
 * @example
 * readObstetricSr(parseDicom(bytes)) // or, on a server: { dataSet: dicomParser.parseDicom(bytes, { vrCallback: srVr }), meta }
 * // [{ fetus: null, key: 'BPD', value: 47.1, unit: 'mm', code: '11820-8' }, …]
 */
export function readObstetricSr(dataset: SrSource): SrMeasurement[] {
  if (!isSrSopClass(dataset.meta.sopClassUid)) {
    throw new SrError('not-sr', `This object is not a structured report (SOP class ${dataset.meta.sopClassUid || 'missing'}).`)
  }
  const root = dataset.dataSet
  const charset = dataset.meta.specificCharacterSet
  const rootType = (root.string('x0040a040') ?? '').trim()
  const title = conceptOf(root, 'the document root')
  if (rootType !== 'CONTAINER') throw new SrError('malformed', `The document root is ${rootType || 'without a value type'}, not a CONTAINER.`)
  if (!same(title, OBGYN_REPORT)) {
    throw new SrError('not-obgyn', `This SR is not an OB-GYN Ultrasound Procedure Report (title ${title ? `${title.value}/${title.scheme}` : 'missing'}).`)
  }

  const found: Found[] = []
  walk(root, { fetus: null, site: null }, 'root', 0)

  // Labels A, B, C… in the order the fetuses are first named; one fetus is a single pregnancy.
  const fetusIds = [...new Set(found.map((f) => f.fetusId).filter((id): id is string => id !== null))]
  if (fetusIds.length > 26) throw new SrError('malformed', `The report names ${fetusIds.length} fetuses.`)
  const labelOf = (id: string | null): string | null =>
    id === null || fetusIds.length < 2 ? null : String.fromCharCode(65 + fetusIds.indexOf(id))

  const byRow = new Map<string, Found>()
  for (const f of found) {
    const row = `${labelOf(f.fetusId) ?? ''}|${f.key}`
    const before = byRow.get(row)
    if (!before || f.chosen || !before.chosen) byRow.set(row, f)
  }
  return [...byRow.values()].map((f) => ({ fetus: labelOf(f.fetusId), key: f.key, value: f.value, unit: OBSTETRIC_UNITS[f.key], code: f.code }))

  function walk(item: DataSet, outer: Context, path: string, depth: number): void {
    if (depth > 64) throw new SrError('malformed', `The content tree is nested more than 64 levels deep (at ${path}).`)
    const children = sequenceItems(item, 'x0040a730')
    const context: Context = { ...outer }
    // Observation context and concept modifiers apply to their parent and everything under it (PS3.3 C.17.3.2.4).
    children.forEach((child, i) => {
      const relationship = (child.string('x0040a010') ?? '').trim()
      if (child.elements.x0040db73) return
      const concept = conceptOf(child, `${path}.${i + 1}`)
      const type = (child.string('x0040a040') ?? '').trim()
      if (relationship === 'HAS OBS CONTEXT' && (same(concept, FETUS_ID) || same(concept, SUBJECT_ID)) && type === 'TEXT') {
        const id = readDicomText(child, 'x0040a160', charset).trim()
        if (!id) throw new SrError('malformed', `The fetus named at ${path}.${i + 1} has an empty identifier.`)
        // Fetus ID wins over Subject ID when a container gives both.
        if (same(concept, FETUS_ID) || context.fetus === outer.fetus) context.fetus = id
      }
      if (relationship === 'HAS CONCEPT MOD' && sameAny(concept, FINDING_SITE)) context.site = vesselOf(child) ?? context.site
    })
    children.forEach((child, i) => {
      const where = `${path}.${i + 1}`
      // A by-reference item points at another item of the tree; it carries no value of its own.
      if (child.elements.x0040db73) return
      const relationship = (child.string('x0040a010') ?? '').trim()
      const type = (child.string('x0040a040') ?? '').trim()
      if (!relationship || !type) throw new SrError('malformed', `Content item ${where} has no ${relationship ? 'value type' : 'relationship type'}.`)
      const concept = conceptOf(child, where)
      if (type === 'NUM') readNum(child, concept, context, where)
      if (sequenceItems(child, 'x0040a730').length) walk(child, context, where, depth + 1)
    })
  }

  function readNum(item: DataSet, concept: Code | null, context: Context, where: string): void {
    if (!concept || concept.scheme !== 'LN') return
    let key = DIRECT_CODES[concept.value]
    const doppler = DOPPLER_CODES[concept.value]
    let site = context.site
    // A finding site on the measurement itself (TID 300) wins over its group's.
    for (const mod of sequenceItems(item, 'x0040a730')) {
      if ((mod.string('x0040a010') ?? '').trim() === 'HAS CONCEPT MOD' && sameAny(conceptOf(mod, where), FINDING_SITE)) site = vesselOf(mod) ?? site
    }
    if (!key && doppler) key = site === 'UA' ? UA_KEYS[doppler] : site === 'MCA' && doppler === 'PI' ? 'MCA_PI' : undefined
    if (!key) return
    const measured = sequenceItems(item, 'x0040a300')
    // No measured value (a qualifier such as "Not a number" says why): nothing to import, nothing wrong.
    if (measured.length === 0) return
    if (measured.length > 1) throw new SrError('malformed', `${key} at ${where} has ${measured.length} measured values.`)
    const value = measured[0]!
    const text = (value.string('x0040a30a') ?? '').trim()
    if (!DECIMAL.test(text)) throw new SrError('malformed', `${key} at ${where} has no numeric value (${text ? `"${text}"` : 'empty'}).`)
    const units = sequenceItems(value, 'x004008ea')
    const unit = units[0] ? (units[0].string('x00080100') ?? '').trim() : null
    if (unit === null) throw new SrError('malformed', `${key} at ${where} has no measurement unit.`)
    const converted = convert(key, text, unit)
    if (converted === null || !Number.isFinite(converted)) {
      throw new SrError('malformed', `${key} at ${where} is in "${unit}", which is not a unit of this measurement.`)
    }
    const chosen = sequenceItems(item, 'x0040a730').some((mod) => {
      const c = conceptOf(mod, where)
      return same(c, DERIVATION) || same(c, SELECTION_STATUS)
    })
    found.push({ fetusId: context.fetus, key, value: converted, unit: OBSTETRIC_UNITS[key], code: concept.value, chosen })
  }
}

/** The concept name of a content item; a present but empty code is malformed, an absent one is null. */
function conceptOf(item: DataSet, where: string): Code | null {
  const element = item.elements.x0040a043
  if (!element) return null
  const codeItem = sequenceItems(item, 'x0040a043')[0]
  const value = codeItem ? (codeItem.string('x00080100') ?? codeItem.string('x00080119') ?? '').trim() : ''
  const scheme = codeItem ? (codeItem.string('x00080102') ?? '').trim() : ''
  if (!value || !scheme) throw new SrError('malformed', `Content item ${where} has a concept name without code value or coding scheme.`)
  return { value, scheme }
}

function vesselOf(item: DataSet): 'UA' | 'MCA' | null {
  const codeItem = sequenceItems(item, 'x0040a168')[0]
  if (!codeItem) return null
  const value: Code = { value: (codeItem.string('x00080100') ?? '').trim(), scheme: (codeItem.string('x00080102') ?? '').trim() }
  return sameAny(value, UMBILICAL_ARTERY) ? 'UA' : sameAny(value, MIDDLE_CEREBRAL_ARTERY) ? 'MCA' : null
}

function sequenceItems(item: DataSet, tag: string): DataSet[] {
  const element = item.elements[tag]
  if (!element) return []
  if (!element.items) {
    // An implicit-VR file parsed without srVr lands here too: its sequences stay unread bytes.
    if (element.length > 0) throw new SrError('malformed', `Element ${tag.slice(1)} was not read as a sequence.`)
    return []
  }
  return element.items.map((entry) => {
    if (!entry.dataSet) throw new SrError('malformed', `An item of sequence ${tag.slice(1)} could not be read.`)
    return entry.dataSet
  })
}
