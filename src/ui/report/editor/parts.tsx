// TEMPORARY stand-ins until the shared parts land (templates, ICD, critical, history); replaced by re-exports.
import type { ReactNode } from 'react'
import type { CriticalNotice } from '../../../core/contract/report'

export function TemplateTree(_props: { modality?: string; onApply(text: { findings: string; impression: string; recommendation?: string }, mode: 'insert' | 'replace'): void }): ReactNode {
  return null
}
export function PhraseList(_props: { onInsert(text: string): void; selection?: string }): ReactNode {
  return null
}
export function RevisionHistory(_props: { examineId: number; refreshKey?: number }): ReactNode {
  return null
}
export function IcdPicker(_props: { value: string[]; onChange(codes: string[]): void; label?: string; disabled?: boolean }): ReactNode {
  return null
}
export function CriticalNoticeDialog(_props: { open: boolean; patient: string; modality: string; flaggedAt?: string; value?: CriticalNotice | undefined; onSubmit(notice: CriticalNotice): Promise<void> | void; onDismiss(): void }): ReactNode {
  return null
}
export const TextDiff = undefined
