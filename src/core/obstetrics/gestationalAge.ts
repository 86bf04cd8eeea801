/**
 * Gestational (menstrual) age from biometry (ris-domain §5.2), centimetres in, weeks out unless said otherwise.
 *
 * Sources:
 * - Hadlock FP, Deter RL, Harrist RB, Park SK. Estimating fetal age: computer-assisted analysis of multiple fetal
 *   growth parameters. Radiology 1984;152:497–501 (PMID 6739822), fitted on 14–42 weeks: the four single-parameter
 *   equations and the four-parameter one. The four-parameter coefficients are marked unverified in the research note
 *   (quoted from memory, no source found); the composite is labelled with its formula wherever it is shown.
 * - Hadlock FP, Shah YP, Kanon DJ, Lindsey JV. Fetal crown-rump length: reevaluation of relation to menstrual age
 *   (5–18 weeks) with high-resolution real-time US. Radiology 1992;182:501–505 (PMID 1732970).
 * - Robinson HP, Fleming JE. A critical evaluation of sonar crown rump length measurements. Br J Obstet Gynaecol
 *   1975;82:702–710: days = 8.052·√CRL(mm) + 23.73; the Fetal Medicine Foundation applies it as
 *   8.052·√(1.037·CRL) + 23.73 for 45–84 mm (the NT window).
 */

/** Hadlock 1984: GA (weeks) from the biparietal diameter (cm). BPD 6.0 → 24.5 w. */
export function gaFromBpd(bpdCm: number): number {
  return 9.54 + 1.482 * bpdCm + 0.1676 * bpdCm ** 2
}

/** Hadlock 1984: GA (weeks) from the head circumference (cm). HC 22.0 → 24.0 w. */
export function gaFromHc(hcCm: number): number {
  return 8.96 + 0.54 * hcCm + 0.0003 * hcCm ** 3
}

/** Hadlock 1984: GA (weeks) from the abdominal circumference (cm). AC 19.5 → 24.2 w. */
export function gaFromAc(acCm: number): number {
  return 8.14 + 0.753 * acCm + 0.0036 * acCm ** 2
}

/** Hadlock 1984: GA (weeks) from the femur length (cm). FL 4.4 → 24.5 w. */
export function gaFromFl(flCm: number): number {
  return 10.35 + 2.46 * flCm + 0.17 * flCm ** 2
}

/**
 * Hadlock 1984 four-parameter composite: 10.85 + 0.060·HC·FL + 0.6700·BPD + 0.1680·AC (weeks, cm). Unverified
 * coefficients (ris-domain §5.2); the view names the formula beside the value.
 */
export function gaCompositeHadlock1984(m: { BPD: number; HC: number; AC: number; FL: number }): number {
  return 10.85 + 0.06 * m.HC * m.FL + 0.67 * m.BPD + 0.168 * m.AC
}

/** Hadlock 1992: GA (weeks) from the crown–rump length (cm), fitted on 5–18 weeks. CRL 4.5 → 11.3 w. */
export function gaFromCrlHadlock(crlCm: number): number {
  return Math.exp(1.684969 + 0.315646 * crlCm - 0.049306 * crlCm ** 2 + 0.004057 * crlCm ** 3 - 0.000120456 * crlCm ** 4)
}

/** The CRL range (mm) where the FMF applies its variant of Robinson's equation. */
export const FMF_CRL_RANGE_MM: readonly [number, number] = [45, 84]

/**
 * Robinson & Fleming 1975: GA in **days** from the crown–rump length in **mm**; with `fmf` and a CRL of 45–84 mm the
 * FMF variant 8.052·√(1.037·CRL) + 23.73. CRL 45 → 77.7 d (FMF: 78.7 d).
 */
export function gaDaysFromCrlRobinson(crlMm: number, fmf = false): number {
  const useFmf = fmf && crlMm >= FMF_CRL_RANGE_MM[0] && crlMm <= FMF_CRL_RANGE_MM[1]
  return 8.052 * Math.sqrt(useFmf ? 1.037 * crlMm : crlMm) + 23.73
}
