import type { RegistrationBody } from '../../../../../core/contract/registration'
import { ageFromBirth, birthFromAge, type AgeUnit } from '../../../../../core/registration/age'
import { fromLmp } from '../../../../../core/registration/pregnancy'
import { isCalendarDay, parseResidentId } from '../../../../../core/registration/residentId'
import type { FieldDeclaration, FormDeclaration, OptionsSource } from '../../../../../core/resource/resource.types'

/** One exam item being typed: a body part (and small part) by a check method, with its fee. */
export interface ItemValue {
  /** A key of the row on screen (rows are added and removed). */
  key: string
  bodyPartId: string | null
  bodyPartSmallId: string | null
  checkMethodId: string | null
  fee: number | null
  /** The registrar typed the fee: a change of part or method no longer recomputes it. */
  feeTyped?: boolean
}

/** The form's values, named by the request's paths so the server's field errors land on their fields. */
export type RegistrationValues = Record<string, unknown>

let itemSeq = 0
/** A new, empty exam item row. */
export function emptyItem(): ItemValue {
  itemSeq += 1
  return { key: `item-${Date.now().toString(36)}-${itemSeq}`, bodyPartId: null, bodyPartSmallId: null, checkMethodId: null, fee: null }
}

/** The values of a blank registration. */
export function blankRegistration(): RegistrationValues {
  return {
    'patient.name': '', 'patient.namePinyin': '', 'patient.gender': '女', 'patient.birthDate': '', age: null, ageUnit: 'Y',
    'patient.idCardNo': '', 'patient.phone': '', patientType: '1', outpatientNo: '', inpatientNo: '', ward: '', bedNo: '',
    applyHospitalId: null, applyDeptId: null, applyPhysicianId: null, modalityId: null, deviceId: null, urgency: '0',
    items: [emptyItem()], clinicalDiagnosis: '', history: '', purpose: '', lmp: '', gravidity: null, parity: null, fetusCount: null,
  }
}

const K = 'resources.manual'
const str = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))
const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value))
const isFemale = (values: RegistrationValues) => values['patient.gender'] === '女'
const VISIT_NUMBERS: Record<string, 'outpatientNo' | 'inpatientNo'> = { 1: 'outpatientNo', 3: 'outpatientNo', 4: 'outpatientNo', 2: 'inpatientNo' }

/** The sources of the cascades, each following the value it hangs on. */
export const sources = {
  hospitals: { url: 'api/applyHospital/own' } satisfies OptionsSource,
  depts: (hospitalId: unknown): OptionsSource | undefined =>
    hospitalId ? { url: 'api/applyDept/own/withApplyPhysicians', params: { hospitalId: String(hospitalId) } } : undefined,
  modalities: {
    url: 'api/modality/by-departmentId',
    format: (m) => `${str(m.code)} ${str(m.name)}`,
  } satisfies OptionsSource,
  devices: (modalityId: unknown): OptionsSource | undefined =>
    modalityId ? { url: 'api/device/by-modalityId', params: { modalityId: String(modalityId) }, format: (d) => (d.room ? `${str(d.name)}（${str(d.room)}）` : str(d.name)) } : undefined,
  bodyParts: (modalityId: unknown): OptionsSource | undefined =>
    modalityId ? { url: 'api/bodyPart/by-modalityId', params: { modalityId: String(modalityId) } } : undefined,
  smallParts: (bodyPartId: unknown): OptionsSource | undefined =>
    bodyPartId ? { url: 'api/bodyPartSmall/by-bodyPartId', params: { bodyPartId: String(bodyPartId) } } : undefined,
  methods: (modalityId: unknown): OptionsSource | undefined => (modalityId ? { url: `api/checkMethod/byModalityId/${String(modalityId)}` } : undefined),
  /** The physicians of the chosen department, out of the same answer as the departments (one request for both). */
  physicians: (hospitalId: unknown, deptId: unknown): OptionsSource | undefined =>
    hospitalId && deptId ? {
      url: 'api/applyDept/own/withApplyPhysicians',
      params: { hospitalId: String(hospitalId) },
      itemsOf: (answer) => (Array.isArray(answer) ? (answer as { id: number; physicians?: unknown[] }[]) : [])
        .find((dept) => String(dept.id) === String(deptId))?.physicians ?? [],
      format: (p) => (p.title ? `${str(p.name)}（${str(p.title)}）` : str(p.name)),
    } : undefined,
}

/**
 * The fields of the manual registration, as the view kit declares fields: the patient (name, pinyin, sex, birth date
 * or age, resident ID, mobile), the visit, who orders, the modality and its items, the clinical text and — for a
 * woman — the maternity fields. Rules run before sending; the server checks them again.
 */
export function registrationFields(today: string): FieldDeclaration[] {
  return [
    { name: 'patient.name', kind: 'text', required: true, maxLength: 50 },
    { name: 'patient.namePinyin', kind: 'text', required: true, maxLength: 100, rules: [{ kind: 'pattern', pattern: /^[A-Za-z][A-Za-z ]*$/, message: `${K}.pinyinLetters` }] },
    { name: 'patient.idCardNo', kind: 'text', maxLength: 18, rules: [{ kind: 'custom', validate: (value) => {
      const parsed = parseResidentId(str(value), today)
      return parsed.ok ? null : `${K}.idCard.${parsed.problem}`
    } }] },
    { name: 'patient.gender', kind: 'radio', required: true, options: [
      { value: '女', label: `${K}.gender.female` }, { value: '男', label: `${K}.gender.male` }, { value: '未知', label: `${K}.gender.unknown` },
    ] },
    { name: 'patient.birthDate', kind: 'date', required: true, rules: [{ kind: 'custom', validate: (value, values) => {
      const text = str(value)
      if (!isCalendarDay(text)) return `${K}.dateInvalid`
      if (text > today) return `${K}.birthFuture`
      const id = parseResidentId(str(values['patient.idCardNo']), today)
      return id.ok && id.value.birthDate !== text ? `${K}.idCard.birthMismatch` : null
    } }] },
    { name: 'age', kind: 'number', min: 0, max: 150 },
    { name: 'ageUnit', kind: 'select', options: [
      { value: 'Y', label: `${K}.ageUnit.Y` }, { value: 'M', label: `${K}.ageUnit.M` }, { value: 'W', label: `${K}.ageUnit.W` }, { value: 'D', label: `${K}.ageUnit.D` },
    ] },
    { name: 'patient.phone', kind: 'text', maxLength: 11, rules: [{ kind: 'mobile' }] },
    { name: 'patientType', kind: 'radio', required: true, dict: 'patient_type' },
    { name: 'outpatientNo', kind: 'text', maxLength: 32, visible: (v) => VISIT_NUMBERS[str(v.patientType)] === 'outpatientNo' },
    { name: 'inpatientNo', kind: 'text', maxLength: 32, required: true, visible: (v) => v.patientType === '2' },
    { name: 'ward', kind: 'text', maxLength: 50, visible: (v) => v.patientType === '2' },
    { name: 'bedNo', kind: 'text', maxLength: 16, visible: (v) => v.patientType === '2' },
    { name: 'applyHospitalId', kind: 'select', required: true, optionsFrom: sources.hospitals },
    { name: 'applyDeptId', kind: 'select', required: true },
    { name: 'applyPhysicianId', kind: 'select' },
    { name: 'modalityId', kind: 'select', required: true, optionsFrom: sources.modalities },
    { name: 'deviceId', kind: 'select' },
    { name: 'urgency', kind: 'radio', required: true, dict: 'urgency' },
    { name: 'items', kind: 'text', required: true, rules: [{ kind: 'custom', validate: (value) => {
      const items = Array.isArray(value) ? (value as ItemValue[]) : []
      if (!items.length) return `${K}.items.none`
      return items.some((item) => !item.bodyPartId) ? `${K}.items.partMissing` : null
    } }] },
    { name: 'clinicalDiagnosis', kind: 'textarea', maxLength: 500 },
    { name: 'history', kind: 'textarea', maxLength: 1000 },
    { name: 'purpose', kind: 'textarea', maxLength: 500 },
    { name: 'lmp', kind: 'date', visible: isFemale, rules: [{ kind: 'custom', validate: (value) => {
      const dates = fromLmp(str(value), today)
      return dates.ok ? null : `${K}.lmp.${dates.problem}`
    } }] },
    { name: 'gravidity', kind: 'number', min: 0, max: 20, visible: isFemale },
    { name: 'parity', kind: 'number', min: 0, max: 20, visible: isFemale, rules: [{ kind: 'custom', validate: (value, values) => {
      const g = num(values.gravidity)
      return g !== null && Number(value) > g ? `${K}.parityAboveGravidity` : null
    } }] },
    { name: 'fetusCount', kind: 'number', min: 1, max: 6, visible: isFemale },
  ]
}

/**
 * What changing one value changes besides (the desk's derivations): an ID number gives birth date, sex and age; a
 * birth date gives the age and an age the birth date; a hospital clears its department, a department its physician,
 * a modality its device and items; an emergency visit is urgent.
 *
 * @example
 * derive('patient.idCardNo', '11010519491231002X', values, '2026-11-23') // { 'patient.birthDate': '1949-12-31', 'patient.gender': '女', age: 76, ageUnit: 'Y' }
 */
export function derive(name: string, value: unknown, values: RegistrationValues, today: string): RegistrationValues {
  switch (name) {
    case 'patient.idCardNo': {
      const id = parseResidentId(str(value), today)
      if (!id.ok) return {}
      const age = ageFromBirth(id.value.birthDate, today)
      return { 'patient.birthDate': id.value.birthDate, 'patient.gender': id.value.gender, ...(age ? { age: age.age, ageUnit: age.unit } : {}) }
    }
    case 'patient.birthDate': {
      const age = ageFromBirth(str(value), today)
      return age ? { age: age.age, ageUnit: age.unit } : {}
    }
    case 'age':
    case 'ageUnit': {
      const age = num(name === 'age' ? value : values.age)
      const unit = str(name === 'ageUnit' ? value : values.ageUnit) as AgeUnit
      if (age === null || parseResidentId(str(values['patient.idCardNo']), today).ok) return {}
      const birth = birthFromAge({ age, unit }, today)
      return birth ? { 'patient.birthDate': birth } : {}
    }
    case 'applyHospitalId':
      return { applyDeptId: null, applyPhysicianId: null }
    case 'applyDeptId':
      return { applyPhysicianId: null }
    case 'modalityId':
      return { deviceId: null, items: [emptyItem()] }
    case 'patientType':
      return value === '4' && values.urgency === '0' ? { urgency: '1' } : {}
    default:
      return {}
  }
}

/** The request of the values (`requestId` names the attempt). */
export function toRegistrationBody(values: RegistrationValues, requestId: string, confirmDuplicate = false): RegistrationBody {
  const female = isFemale(values)
  const visit = VISIT_NUMBERS[str(values.patientType)]
  const items = (values.items as ItemValue[]).map((item) => ({
    bodyPartId: Number(item.bodyPartId), bodyPartSmallId: num(item.bodyPartSmallId), checkMethodId: num(item.checkMethodId), fee: item.fee ?? 0,
  }))
  return {
    requestId,
    patient: {
      name: str(values['patient.name']).trim(), namePinyin: str(values['patient.namePinyin']).trim(),
      gender: str(values['patient.gender']) as RegistrationBody['patient']['gender'], birthDate: str(values['patient.birthDate']),
      idCardNo: str(values['patient.idCardNo']).trim() || null, phone: str(values['patient.phone']).trim() || null,
    },
    patientType: str(values.patientType),
    outpatientNo: visit === 'outpatientNo' ? str(values.outpatientNo) || null : null,
    inpatientNo: visit === 'inpatientNo' ? str(values.inpatientNo) || null : null,
    ward: values.patientType === '2' ? str(values.ward) || null : null,
    bedNo: values.patientType === '2' ? str(values.bedNo) || null : null,
    applyHospitalId: Number(values.applyHospitalId), applyDeptId: Number(values.applyDeptId), applyPhysicianId: num(values.applyPhysicianId),
    modalityId: Number(values.modalityId), deviceId: num(values.deviceId), items,
    urgency: str(values.urgency) as RegistrationBody['urgency'],
    clinicalDiagnosis: str(values.clinicalDiagnosis) || null, history: str(values.history) || null, purpose: str(values.purpose) || null,
    lmp: female ? str(values.lmp) || null : null,
    gravidity: female ? num(values.gravidity) : null, parity: female ? num(values.parity) : null, fetusCount: female ? num(values.fetusCount) : null,
    ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
  }
}

/** The registration as the kit's form controller takes it. */
export function registrationForm(today: string, defaults: RegistrationValues): FormDeclaration<never> {
  return { fields: registrationFields(today), defaults }
}
