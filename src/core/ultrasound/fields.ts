/**
 * The fields of the ultrasound measurement tables that are not a fetus's (issue 13): the pregnancy's own (cervical
 * length), gynaecology (uterus, endometrium, ovaries) and liver/kidney — key, unit and the absolute limits outside
 * which a value is impossible. The contract server validates saved values against them (known keys only, numbers
 * in range) and the tables in src/areas/ultrasound/measurements lay them out.
 */
import type { ObstetricKey, UsExamType } from '../contract/ultrasound'
import { OBSTETRIC_LIMITS } from '../obstetrics/limits'

/** A numeric field: unit, absolute limits and, when one exists, the usual adult range (a value outside it is marked). */
export interface UsNumberField {
  key: string
  unit: 'mm' | 'cm' | 'ml' | 'bpm' | ''
  min: number
  max: number
  normal?: readonly [number, number]
}

/** A field chosen from a list (stored as the choice's value). */
export interface UsChoiceField {
  key: string
  choices: readonly string[]
}

/** Either kind of field. */
export type UsField = UsNumberField | UsChoiceField

const mm = (key: string, min: number, max: number, normal?: readonly [number, number]): UsNumberField =>
  ({ key, unit: 'mm', min, max, ...(normal ? { normal } : {}) })

/** Gynaecology: uterus (position, length, anteroposterior, width), endometrium, both ovaries. */
export const GYNECOLOGY_FIELDS: readonly UsField[] = [
  { key: 'UT_POS', choices: ['anteverted', 'midposition', 'retroverted'] },
  mm('UT_L', 10, 200, [50, 80]), mm('UT_AP', 10, 150, [30, 45]), mm('UT_W', 10, 200, [45, 60]),
  mm('EM', 0.5, 40, [5, 15]),
  mm('LOV_L', 5, 150), mm('LOV_W', 5, 150), mm('ROV_L', 5, 150), mm('ROV_W', 5, 150),
]

/** Liver and kidney: right lobe oblique diameter, portal vein, common bile duct, gallbladder, spleen, both kidneys. */
export const ABDOMEN_FIELDS: readonly UsField[] = [
  mm('LIVER_RL', 50, 250, [0, 140]), mm('PV', 3, 30, [0, 13]), mm('CBD', 1, 30, [0, 6]),
  mm('GB_L', 10, 200, [0, 90]), mm('GB_W', 5, 100, [0, 35]), mm('SPLEEN_T', 10, 100, [0, 40]),
  mm('LK_L', 30, 200, [90, 120]), mm('LK_W', 20, 120, [40, 60]), mm('RK_L', 30, 200, [90, 120]), mm('RK_W', 20, 120, [40, 60]),
]

/** The pregnancy's own fields of an obstetric table (the fetuses' are their ObstetricKey values). */
export const PREGNANCY_FIELDS: readonly UsField[] = [
  { key: 'CL', unit: 'mm', min: OBSTETRIC_LIMITS.CL[0], max: OBSTETRIC_LIMITS.CL[1], normal: [25, 50] },
]

/** Which ObstetricKey rows each fetus table has. */
export const FETUS_KEYS: Readonly<Partial<Record<UsExamType, readonly ObstetricKey[]>>> = {
  early: ['GS', 'CRL', 'FHR'],
  nt: ['CRL', 'NT', 'BPD', 'FHR'],
  obstetric: ['BPD', 'OFD', 'HC', 'AC', 'FL', 'HL', 'FHR', 'AFI', 'DVP', 'UA_SD', 'UA_PI', 'UA_RI', 'MCA_PI'],
}

/** The table-level fields of each exam type (`values` of the measurements). */
export const TABLE_FIELDS: Readonly<Record<UsExamType, readonly UsField[]>> = {
  early: [], nt: [], obstetric: PREGNANCY_FIELDS, gynecology: GYNECOLOGY_FIELDS, breast: [], thyroid: [], abdomen: ABDOMEN_FIELDS,
}

/** Whether the exam type has fetuses (early pregnancy, NT, obstetric). */
export function hasFetuses(type: UsExamType | null): boolean {
  return type !== null && FETUS_KEYS[type] !== undefined
}

/** Whether the exam type lists lesions (breast with BI-RADS, thyroid with TI-RADS). */
export function hasLesions(type: UsExamType | null): type is 'breast' | 'thyroid' {
  return type === 'breast' || type === 'thyroid'
}

/** Whether a field is a choice. */
export function isChoice(field: UsField): field is UsChoiceField {
  return 'choices' in field
}

/**
 * The exam type an exam's item suggests, from the seeded and usual item names (早孕, NT, 中孕/晚孕/产科, 妇科/子宫附件,
 * 乳腺, 甲状腺, 肝/肾/腹部), or null.
 *
 * @example
 * suggestExamType('晚孕期产科超声检查（Ⅰ级）') // 'obstetric'
 */
export function suggestExamType(...names: (string | undefined)[]): UsExamType | null {
  const text = names.filter(Boolean).join(' ')
  if (/早孕/.test(text)) return 'early'
  if (/NT|颈项透明/.test(text)) return 'nt'
  if (/孕|产科|胎儿/.test(text)) return 'obstetric'
  if (/妇科|子宫|附件|卵巢/.test(text)) return 'gynecology'
  if (/乳腺/.test(text)) return 'breast'
  if (/甲状腺/.test(text)) return 'thyroid'
  if (/肝|胆|脾|肾|腹部/.test(text)) return 'abdomen'
  return null
}

/**
 * The obstetric level an exam's item names (Ⅰ–Ⅳ級 / I–IV), or null.
 *
 * @example
 * suggestLevel('中孕期胎儿系统超声检查（Ⅲ级）') // 'III'
 */
export function suggestLevel(name: string | undefined): 'I' | 'II' | 'III' | 'IV' | null {
  const m = /(Ⅳ|Ⅲ|Ⅱ|Ⅰ|IV|III|II|I)\s*级/.exec(name ?? '')
  if (!m) return null
  return ({ Ⅰ: 'I', Ⅱ: 'II', Ⅲ: 'III', Ⅳ: 'IV', I: 'I', II: 'II', III: 'III', IV: 'IV' } as const)[m[1] as 'I']
}
