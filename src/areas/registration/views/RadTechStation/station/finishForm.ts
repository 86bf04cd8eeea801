import type { ExamDto } from '../../../../../core/contract'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { $user } from '../../../../../core/session/stores'

const given = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/**
 * What finishing an exam asks: the contrast agent and dose when one was given (both optional), and the technologist
 * who finished it — the signed-in user, shown, not chosen (the server records who sent the request).
 *
 * @example
 * { action: 'finish', permission: ['admin', 'station:finish'], icon: CheckmarkCircleRegular, form: finishForm }
 */
export function finishForm(exam: ExamDto): FormDeclaration<ExamDto> {
  return {
    defaults: { contrastAgent: exam.contrastAgent ?? '', contrastDose: exam.contrastDose ?? '', technician: $user.get()?.nickName ?? '' },
    fields: [
      { name: 'contrastAgent', label: 'resources.station.fields.contrastAgent', kind: 'text', maxLength: 50, help: 'resources.station.contrastHelp' },
      { name: 'contrastDose', label: 'resources.station.fields.contrastDose', kind: 'text', maxLength: 30, help: 'resources.station.doseHelp' },
      { name: 'technician', label: 'resources.station.fields.technician', kind: 'text', disabled: () => true },
    ],
    toBody: (values) => ({ contrastAgent: given(values.contrastAgent), contrastDose: given(values.contrastDose) }),
    size: 'small',
  }
}
