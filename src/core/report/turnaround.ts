/**
 * Report turnaround limits (issue 14): the department's limit per modality from registration to the signed report,
 * kept as hospital settings beside the critical-value notification limits and in the same shape of keys
 * (`turnaround.limitMinutes.US` = `180`; `turnaround.limitMinutes.default` for any other modality). Migration 029
 * seeds them; the hospital-configuration view edits them; the statistics measure against them.
 */

/** The prefix of the settings holding the turnaround limits. */
export const TURNAROUND_LIMIT_KEY_PREFIX = 'turnaround.limitMinutes.'

/** The setting used for a modality without its own limit. */
export const TURNAROUND_LIMIT_DEFAULT_KEY = `${TURNAROUND_LIMIT_KEY_PREFIX}default`

/** The limit of a modality without its own setting, when the default setting is missing too (a day). */
export const DEFAULT_TURNAROUND_LIMIT_MINUTES = 1440

/**
 * The setting key of a modality's turnaround limit.
 *
 * @example
 * turnaroundLimitKey('us') // 'turnaround.limitMinutes.US'
 */
export function turnaroundLimitKey(modality: string): string {
  return `${TURNAROUND_LIMIT_KEY_PREFIX}${modality.toUpperCase()}`
}
