import { persistentJson } from '../../../../../core/storage'
import type { PeTemplateChoice } from './peTemplate'

/**
 * The template the physician chose for each exam item of the physical-exam batch (`examItem` → its texts), kept in
 * this browser: chosen once, it starts every later exam of the item, today's and the next batches'. An item with no
 * choice starts from its normal template (peTemplate.ts).
 */
export const $peTemplates = persistentJson<Record<string, PeTemplateChoice>>('local', 'clinic-us-pe-templates', {})

/** Remembers `choice` as the template of every exam of `examItem`. */
export function choosePeTemplate(examItem: string, choice: PeTemplateChoice): void {
  $peTemplates.set({ ...$peTemplates.get(), [examItem]: choice })
}

/** Forgets the choice of `examItem`: its exams start from the normal template again. */
export function forgetPeTemplate(examItem: string): void {
  const { [examItem]: _dropped, ...rest } = $peTemplates.get()
  $peTemplates.set(rest)
}
