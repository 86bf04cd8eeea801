/**
 * The frontal QRS axis from the net QRS amplitudes of leads I and aVF (the two perpendicular leads of the hexaxial
 * reference system: I at 0°, aVF at +90°), framework-free. Normal −30° to +90° (ris-domain §2.4); −30° to −90° left
 * deviation; +90° to 180° right deviation; −90° to −180° extreme ("northwest") axis.
 */

/** Where a frontal axis lies. */
export type AxisClass = 'normal' | 'left' | 'right' | 'extreme'

/**
 * The frontal axis in whole degrees (−179 to 180) from the net QRS amplitude (R minus S, mV) in lead I and in aVF;
 * null when both are zero (an indeterminate axis) or either is not a finite number.
 *
 * @example
 * frontalAxis(1, 1) // 45
 * frontalAxis(1, -1) // -45 (left deviation)
 */
export function frontalAxis(leadI: number, aVF: number): number | null {
  if (!Number.isFinite(leadI) || !Number.isFinite(aVF) || (leadI === 0 && aVF === 0)) return null
  const degrees = Math.round((Math.atan2(aVF, leadI) * 180) / Math.PI)
  return degrees === -180 ? 180 : degrees
}

/**
 * Where an axis (degrees) lies: normal −30° to +90°, left deviation −31° to −90°, right deviation +91° to 180°,
 * extreme −91° to −179°. Angles outside −180…180 are brought into it first.
 *
 * @example
 * classifyAxis(-45) // 'left'
 * classifyAxis(120) // 'right'
 */
export function classifyAxis(degrees: number): AxisClass {
  let a = ((degrees % 360) + 360) % 360
  if (a > 180) a -= 360
  if (a >= -30 && a <= 90) return 'normal'
  if (a < -30 && a >= -90) return 'left'
  if (a > 90) return 'right'
  return 'extreme'
}
