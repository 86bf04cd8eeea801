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
