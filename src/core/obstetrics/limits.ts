/**
 * What an obstetric measurement can be (ris-domain §2.3 rows, in the units of OBSTETRIC_UNITS): the absolute limits
 * outside which a value is impossible for any fetus (a typo, a unit slip: the server refuses to store it and no
 * result is computed from it), and the size expected at a gestational age, against which a value absurd for the age
 * is caught.
 */
import type { ObstetricKey } from '../contract/ultrasound'

/**
 * Inclusive [min, max] of each obstetric measurement in its table unit. Lengths must be above zero (a 0 mm femur is a
 * missing one); fluid may be 0 (anhydramnios). Upper limits are beyond any term fetus (BPD at 42 weeks ≈ 100 mm,
 * HC ≈ 360 mm, AC ≈ 400 mm, FL ≈ 80 mm).
 */
export const OBSTETRIC_LIMITS: Readonly<Record<ObstetricKey, readonly [number, number]>> = {
  GS: [1, 120], CRL: [1, 130], NT: [0.1, 15], BPD: [5, 120], OFD: [5, 150], HC: [20, 420], AC: [20, 480], FL: [2, 95], HL: [2, 90],
  FHR: [30, 260], AFI: [0, 60], DVP: [0, 25], UA_SD: [1, 30], UA_PI: [0.05, 6], UA_RI: [0.05, 1], MCA_PI: [0.05, 6], CL: [1, 80],
  EFW: [1, 7000],
}

/** Whether a value is a finite number inside the key's absolute limits. */
export function withinLimits(key: ObstetricKey, value: number): boolean {
  const [min, max] = OBSTETRIC_LIMITS[key]
  return Number.isFinite(value) && value >= min && value <= max
}

function quadraticRoot(a: number, b: number, c: number): number {
  return (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a)
}

/** The gestational ages (weeks) each size expectation holds for: Hadlock 1984 (14–42 w, used from 12 w) and Robinson's CRL (6–14 w). */
export const EXPECTATION_RANGE: Readonly<Partial<Record<ObstetricKey, readonly [number, number]>>> = {
  BPD: [12, 42], HC: [12, 42], AC: [12, 42], FL: [12, 42], CRL: [6, 14],
}

/**
 * The size (mm) a measurement is expected to have at a gestational age: the Hadlock 1984 age equations solved for the
 * length, Robinson's CRL equation solved for CRL; null for keys without one or outside the equation's range.
 *
 * @example
 * expectedSizeMm('FL', 24.47) // ≈ 44
 */
export function expectedSizeMm(key: ObstetricKey, weeks: number): number | null {
  const range = EXPECTATION_RANGE[key]
  if (!range || weeks < range[0] || weeks > range[1]) return null
  switch (key) {
    case 'BPD': return 10 * quadraticRoot(0.1676, 1.482, 9.54 - weeks)
    case 'AC': return 10 * quadraticRoot(0.0036, 0.753, 8.14 - weeks)
    case 'FL': return 10 * quadraticRoot(0.17, 2.46, 10.35 - weeks)
    case 'HC': {
      // 8.96 + 0.540·HC + 0.0003·HC³ = weeks, by Newton's method (monotonic, converges in a few steps).
      let hc = 20
      for (let i = 0; i < 30; i++) hc -= (8.96 + 0.54 * hc + 0.0003 * hc ** 3 - weeks) / (0.54 + 0.0009 * hc ** 2)
      return 10 * hc
    }
    case 'CRL': {
      const days = weeks * 7
      return days <= 23.73 ? null : ((days - 23.73) / 8.052) ** 2
    }
    default: return null
  }
}

/**
 * How far from the expected size a value may be before it is taken as absurd for the age (a unit or decimal slip, a
 * caliper on the wrong structure) rather than a small or large fetus: below 40 % or above 200 % of the expected size.
 * Even lethal skeletal dysplasias keep the femur above half its expected length at mid-pregnancy, and a macrosomic
 * abdomen is well below twice the median; a 10× slip (4.4 typed for 44 mm) is far outside.
 */
export const ABSURD_RATIO: readonly [number, number] = [0.4, 2]
