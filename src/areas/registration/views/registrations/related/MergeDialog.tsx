import { useMemo, useRef } from 'react'
import type { DuplicatePairDto, PatientMergeResult } from '../../../../../core/contract/related'
import { http } from '../../../../../core/http/http'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { FormDialog } from '../../../../../ui/form/FormDialog'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { MergeComparison } from './MergeComparison'

/**
 * The record suggested to keep: the one with a resident ID, then the one with more exams, then the older one (an
 * emergency registration without ID is usually the one merged away).
 */
function suggested(pair: DuplicatePairDto): number {
  const { first, second } = pair
  if (Boolean(first.idCardNo) !== Boolean(second.idCardNo)) return first.idCardNo ? first.id : second.id
  if (first.examCount !== second.examCount) return first.examCount > second.examCount ? first.id : second.id
  return first.id
}

/** The merge form of a pair: which record stays, and why; the other one is merged into it. */
function mergeForm(pair: DuplicatePairDto): FormDeclaration<never> {
  return {
    defaults: { survivorId: String(suggested(pair)), reason: '' },
    fields: [
      { name: 'survivorId', kind: 'radio', required: true, wide: true },
      { name: 'reason', kind: 'textarea', required: true, maxLength: 200, wide: true },
    ],
    toBody: (values) => {
      const survivorId = Number(values.survivorId)
      return { survivorId, mergedId: survivorId === pair.first.id ? pair.second.id : pair.first.id, reason: String(values.reason ?? '').trim() }
    },
    size: 'large',
  }
}

/** Props of {@link MergeDialog}. */
export interface MergeDialogProps {
  pair: DuplicatePairDto
  onMerged: (result: PatientMergeResult) => void
  onClose: () => void
}

/**
 * Merging a probable duplicate: both records side by side, the registrar chooses the one that stays and says why,
 * then confirms; a refusal (a record merged meanwhile, exams outside the desk's data scope) stays in the dialog.
 *
 * @example
 * <MergeDialog pair={pair} onMerged={done} onClose={close} />
 */
export function MergeDialog({ pair, onMerged, onClose }: MergeDialogProps) {
  const t = useT()
  const declaration = useMemo(() => mergeForm(pair), [pair])
  const answer = useRef<PatientMergeResult | null>(null)
  const form = useFormController(declaration, 'add', null, async (body) => {
    answer.current = await http.post<PatientMergeResult>('api/patients/merge', body, { silent: true })
  })
  return (
    <FormDialog
      open
      title={t('resources.patientDuplicates.mergeTitle', { name: pair.first.name })}
      form={form}
      labelPrefix="resources.patientDuplicates.fields."
      size="large"
      onClose={onClose}
      onSaved={() => {
        if (answer.current) onMerged(answer.current)
      }}
      controls={{ survivorId: (value, onChange) => <MergeComparison pair={pair} survivorId={String(value ?? '')} onChange={onChange} /> }}
    />
  )
}
