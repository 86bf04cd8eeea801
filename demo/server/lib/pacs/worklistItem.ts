import { randomUUID } from 'node:crypto'
import { MODALITY_WORKLIST_FIND, writeDataSetFile, type DicomElement } from '../dicomWriter'

/**
 * What a modality worklist item carries (ris-domain §2.1): the exam as the modality needs it so it never retypes the
 * patient. Dates `yyyy-MM-dd`, times `HH:mm:ss`.
 */
export interface WorklistItem {
  /** The exam number: (0008,0050) AccessionNumber, also the requested procedure and step ids. */
  accessionNumber: string
  studyInstanceUid: string
  /** The patient's name as registered (Chinese) and its pinyin (`ZHANG SAN`, one syllable per character). */
  patientName: string
  patientNamePinyin: string
  patientId: string
  birthDate: string
  /** 男 / 女 / anything else (unknown). */
  gender: string
  /** Age and unit (Y, M, W, D) at registration: (0010,1010) PatientAge. */
  age: number
  ageUnit: string
  modality: string
  /** The scheduled station: its AE title and name (the device), when the exam is booked on one. */
  stationAeTitle: string | null
  stationName: string | null
  /** Where and when the step is scheduled. */
  location: string | null
  scheduledDate: string
  scheduledTime: string
  /** The exam item (`产科常规超声US 常规`): the requested procedure and the step's description. */
  procedureDescription: string
  requestingPhysician: string
  /** The `urgency` dictionary: 0 routine, 1 emergency, 2 critical. */
  urgency: string
}

/** Two-character Chinese surnames: the family name group of such a patient has both characters. */
const COMPOUND_SURNAMES = new Set([
  '欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '令狐', '长孙', '宇文', '夏侯', '轩辕', '端木',
  '西门', '南宫', '澹台', '独孤', '呼延', '司徒', '司空', '闻人', '申屠', '万俟', '钟离', '太史', '赫连', '公羊', '第五',
])

const HAN = /^\p{Script=Han}+$/u

/** A PN component: no group (`=`), component (`^`) or value (`\`) delimiters, at most 64 characters a group. */
function component(text: string): string {
  return text.replace(/[=^\\]/g, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The DICOM person name of a Chinese patient: the pinyin in the alphabetic group and the characters in the
 * ideographic group, family name and given name split after the surname (`ZHANG^SAN=张^三`, `OUYANG^XIU=欧阳^修`).
 * A name that is not all Chinese characters, or whose pinyin does not have one syllable per character, keeps the
 * pinyin whole as the family name; a name without Chinese characters is the alphabetic group alone.
 *
 * @example
 * personName('单晓燕', 'SHAN XIAO YAN') // 'SHAN^XIAOYAN=单^晓燕'
 */
export function personName(name: string, pinyin: string): string {
  const chinese = component(name).replace(/ /g, '')
  const alphabetic = component(pinyin.toUpperCase())
  if (!/\p{Script=Han}/u.test(chinese)) return component(name).slice(0, 64)
  if (!HAN.test(chinese)) return `${alphabetic.slice(0, 64)}=${chinese.slice(0, 64)}`
  const chars = [...chinese]
  const surname = chars.length > 2 && COMPOUND_SURNAMES.has(chars.slice(0, 2).join('')) ? 2 : 1
  const ideographic = chars.length > 1 ? `${chars.slice(0, surname).join('')}^${chars.slice(surname).join('')}` : chinese
  const syllables = alphabetic.split(' ').filter((s) => s !== '')
  const latin = syllables.length === chars.length && chars.length > 1
    ? `${syllables.slice(0, surname).join('')}^${syllables.slice(surname).join('')}`
    : alphabetic
  return `${latin.slice(0, 64)}=${ideographic.slice(0, 64)}`
}

/** A new Study Instance UID under the `2.25` root (a random UUID as a decimal, PS3.5 B.2). */
export function newStudyInstanceUid(): string {
  return `2.25.${BigInt(`0x${randomUUID().replaceAll('-', '')}`).toString(10)}`
}

/** The file name of an accession number's item: `<accession>.wl`, anything but letters, digits, `.`, `_` and `-` as `_`. */
export function worklistFileName(accessionNumber: string): string {
  return `${accessionNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.wl`
}

const DA = (day: string) => day.replaceAll('-', '')
const TM = (time: string) => time.replaceAll(':', '')
/** A text value cut to its VR's length (characters; the values here are short). */
const cut = (text: string | null | undefined, max: number) => (text ?? '').slice(0, max)

/**
 * The worklist item's data set (UTF-8, `ISO_IR 192`): the patient (name in pinyin and Chinese, id, birth date, sex,
 * age), the accession number and Study Instance UID, the requested procedure (description, id, priority, requesting
 * physician) and one Scheduled Procedure Step (station AE title and name, modality, start date and time, description,
 * id, location, status SCHEDULED).
 */
export function worklistDataSet(item: WorklistItem): DicomElement[] {
  const sex = item.gender === '男' ? 'M' : item.gender === '女' ? 'F' : 'O'
  const age = `${String(Math.min(Math.max(item.age, 0), 999)).padStart(3, '0')}${item.ageUnit}`
  const step: DicomElement[] = [
    { tag: 0x00080060, vr: 'CS', value: cut(item.modality, 16) },
    { tag: 0x00400001, vr: 'AE', value: cut(item.stationAeTitle, 16) },
    { tag: 0x00400002, vr: 'DA', value: DA(item.scheduledDate) },
    { tag: 0x00400003, vr: 'TM', value: TM(item.scheduledTime) },
    { tag: 0x00400006, vr: 'PN', value: '' },
    { tag: 0x00400007, vr: 'LO', value: cut(item.procedureDescription, 64) },
    { tag: 0x00400009, vr: 'SH', value: cut(item.accessionNumber, 16) },
    { tag: 0x00400010, vr: 'SH', value: cut(item.stationName, 16) },
    { tag: 0x00400011, vr: 'SH', value: cut(item.location, 16) },
    { tag: 0x00400020, vr: 'CS', value: 'SCHEDULED' },
  ]
  return [
    { tag: 0x00080005, vr: 'CS', value: 'ISO_IR 192' },
    { tag: 0x00080050, vr: 'SH', value: cut(item.accessionNumber, 16) },
    { tag: 0x00080090, vr: 'PN', value: component(item.requestingPhysician).slice(0, 64) },
    { tag: 0x00100010, vr: 'PN', value: personName(item.patientName, item.patientNamePinyin) },
    { tag: 0x00100020, vr: 'LO', value: cut(item.patientId, 64) },
    { tag: 0x00100030, vr: 'DA', value: DA(item.birthDate) },
    { tag: 0x00100040, vr: 'CS', value: sex },
    { tag: 0x00101010, vr: 'AS', value: age },
    { tag: 0x0020000d, vr: 'UI', value: item.studyInstanceUid },
    { tag: 0x00321032, vr: 'PN', value: component(item.requestingPhysician).slice(0, 64) },
    { tag: 0x00321060, vr: 'LO', value: cut(item.procedureDescription, 64) },
    { tag: 0x00400100, vr: 'SQ', value: [step] },
    { tag: 0x00401001, vr: 'SH', value: cut(item.accessionNumber, 16) },
    { tag: 0x00401003, vr: 'SH', value: item.urgency === '2' ? 'STAT' : item.urgency === '1' ? 'HIGH' : 'ROUTINE' },
  ]
}

/** The item as the file Orthanc's ModalityWorklists plugin (or dcmtk's wlmscpfs) reads. */
export function worklistFile(item: WorklistItem): Buffer {
  return writeDataSetFile(MODALITY_WORKLIST_FIND, item.studyInstanceUid, worklistDataSet(item))
}
