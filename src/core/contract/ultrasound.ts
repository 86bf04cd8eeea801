/**
 * The ultrasound measurement contract shared by the measurement table (issue 13), the DICOM SR import and the contract
 * server. Type-only except the unit table.
 */

/**
 * A measurement of the obstetric table (ris-domain §2.3): gestational sac, crown–rump length, nuchal translucency,
 * biparietal diameter, occipito-frontal diameter, head, abdominal circumference, femur and humerus length, fetal heart
 * rate, amniotic fluid index and deepest vertical pocket, umbilical artery S/D, PI, RI, middle cerebral artery PI,
 * cervical length, estimated fetal weight.
 */
export type ObstetricKey =
  | 'GS' | 'CRL' | 'NT' | 'BPD' | 'OFD' | 'HC' | 'AC' | 'FL' | 'HL' | 'FHR' | 'AFI' | 'DVP'
  | 'UA_SD' | 'UA_PI' | 'UA_RI' | 'MCA_PI' | 'CL' | 'EFW'

/**
 * The unit each obstetric measurement is kept, shown and typed in (as Chinese reports write them): lengths in mm,
 * fluid in cm, rate in beats per minute, weight in grams, the Doppler indices without unit. The formulas of
 * src/core/obstetrics take centimetres and convert from these.
 */
export const OBSTETRIC_UNITS: Readonly<Record<ObstetricKey, 'mm' | 'cm' | 'bpm' | 'g' | ''>> = {
  GS: 'mm', CRL: 'mm', NT: 'mm', BPD: 'mm', OFD: 'mm', HC: 'mm', AC: 'mm', FL: 'mm', HL: 'mm', FHR: 'bpm', AFI: 'cm', DVP: 'cm',
  UA_SD: '', UA_PI: '', UA_RI: '', MCA_PI: '', CL: 'mm', EFW: 'g',
}

/**
 * One numeric measurement read from a DICOM SR (TID 5000 OB-GYN Ultrasound Procedure Report), already converted to the
 * unit of {@link OBSTETRIC_UNITS}. `fetus` is the fetus's label in the report (`A`, `B`, `C` by the SR's Fetus ID /
 * subject order), null for a single pregnancy or a maternal measurement; `code` is the concept code (LOINC `11820-8`
 * for BPD…) as the SR carries it.
 */
export interface SrMeasurement {
  fetus: string | null
  key: ObstetricKey
  value: number
  unit: string
  code: string
}

/**
 * The measurement table an ultrasound exam uses (issue 13): early pregnancy, the 11–13+6 week NT scan, the mid/late
 * obstetric scan (level I–IV, {@link ObstetricLevel}), gynaecology (uterus, endometrium, ovaries), breast (lesions
 * with BI-RADS), thyroid (nodules with ACR TI-RADS) and liver/kidney.
 */
export type UsExamType = 'early' | 'nt' | 'obstetric' | 'gynecology' | 'breast' | 'thyroid' | 'abdomen'

/** The Chinese prenatal-ultrasound grade of a mid/late obstetric scan (ris-domain §2.3): Ⅰ basic … Ⅳ targeted. */
export type ObstetricLevel = 'I' | 'II' | 'III' | 'IV'

/** A fetus's label in a multiple pregnancy (A for a single one). */
export type FetusLabel = 'A' | 'B' | 'C' | 'D' | 'E'

/** Where the placenta lies. */
export type PlacentaSite = 'anterior' | 'posterior' | 'fundal' | 'left' | 'right' | 'lowLying' | 'previa'

/** The fetal presentation. */
export type FetalPosition = 'cephalic' | 'breech' | 'transverse' | 'oblique'

/**
 * The EFW formula a report uses (ris-domain §5.1): Hadlock 1985 with 2, 3, 3 or 4 parameters (`hadlock4`, BPD HC AC
 * FL, is the default — the most used in China), the Hadlock 1984 set and Shepard 1982.
 */
export type EfwFormulaId =
  | 'hadlock1' | 'hadlock2' | 'hadlock3' | 'hadlock4'
  | 'hadlock1984BpdAc' | 'hadlock1984AcFl' | 'hadlock1984BpdAcFl' | 'hadlock1984HcAc' | 'hadlock1984BpdHcAcFl'
  | 'shepard'

/**
 * One fetus's table: its label, its measurements in the units of {@link OBSTETRIC_UNITS} (absent when not measured),
 * its placenta (site, grade 0–3 for Ⅰ–Ⅲ) and presentation.
 */
export interface FetusMeasurements {
  label: FetusLabel
  values: Partial<Record<ObstetricKey, number>>
  placentaSite?: PlacentaSite | null
  placentaGrade?: 0 | 1 | 2 | 3 | null
  position?: FetalPosition | null
}

/** BI-RADS assessment category of a breast lesion. */
export type BiRads = '0' | '1' | '2' | '3' | '4A' | '4B' | '4C' | '5' | '6'

/**
 * The ACR TI-RADS (2017) features of a thyroid nodule, one choice per category and any number of echogenic foci;
 * src/core/ultrasound/tirads.ts turns them into points and the TR level.
 */
export interface TiradsFeatures {
  composition: 'cystic' | 'spongiform' | 'mixed' | 'solid'
  echogenicity: 'anechoic' | 'hyperIso' | 'hypo' | 'veryHypo'
  shape: 'wider' | 'taller'
  margin: 'smooth' | 'illDefined' | 'irregular' | 'extension'
  foci: ('macro' | 'rim' | 'punctate')[]
}

/**
 * A lesion of a breast or thyroid table: where it is (`location`: free text such as `左乳 2 点距乳头 15 mm` or `右叶中部`),
 * its three diameters in mm, and its BI-RADS category (breast) or TI-RADS features (thyroid).
 */
export interface UsLesion {
  location: string
  size: [number | null, number | null, number | null]
  biRads?: BiRads | null
  tirads?: TiradsFeatures | null
}

/**
 * The measurements of one ultrasound exam (`GET api/ultrasound/measurements/{examineId}`): the table chosen, the fetuses
 * of an obstetric table, the other tables' values by field key (src/core/ultrasound/fields.ts, in the field's unit;
 * the cervical length of a pregnancy too), the lesions of a breast or thyroid table, the EFW formula and the LMP used,
 * and who saved them when. `version` is 0 before the first save; a save quotes it.
 */
export interface UsMeasurementsDto {
  examineId: number
  examType: UsExamType | null
  level: ObstetricLevel | null
  efwFormula: EfwFormulaId
  /** Last menstrual period (`yyyy-MM-dd`) the gestational age by dates counts from. */
  lmp: string | null
  fetuses: FetusMeasurements[]
  values: Record<string, number | string>
  lesions: UsLesion[]
  updatedBy: string | null
  updatedAt: string | null
  version: number
}

/** `PUT api/ultrasound/measurements/{examineId}`: the measurements and the version last read (a stale one answers 409). */
export type UsMeasurementsBody = Omit<UsMeasurementsDto, 'examineId' | 'updatedBy' | 'updatedAt'>
