import type { WritableAtom } from 'nanostores'
import type { ExamDto } from '../../../../../core/contract'
import type { OptionsSource } from '../../../../../core/resource/resource.types'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { CallNext } from './CallNext'
import { queueNumber } from './queueNumber'

/** The exam's place in the queue as the page lists it; empty once it left the queue. */
export function queueNumberCell(exam: ExamDto, context: ResourceContext<ExamDto>) {
  const rows = context.list.$data.get().data?.rows ?? []
  return queueNumber(exam, rows, context.list.$state.get()) ?? ''
}

function Images({ exam }: { exam: ExamDto }) {
  const t = useT()
  if (exam.imageCount > 0) return <>{t('resources.station.images.count', { count: exam.imageCount })}</>
  // Images come from the modality once the exam is under way: before that there is nothing to wait for.
  return exam.status === '8' || exam.status === '2' ? <>{t('resources.station.images.waiting')}</> : null
}

/** How many images arrived from the modality, or that they are awaited. */
export function imagesCell(exam: ExamDto) {
  return <Images exam={exam} />
}

/**
 * The station's toolbar: "call next" and who was called to which room.
 *
 * @example
 * toolbar: callNextToolbar(devices, $called)
 */
export function callNextToolbar(devices: OptionsSource | null, $called: WritableAtom<ExamDto | null>) {
  return function toolbar(context: ResourceContext<ExamDto>) {
    return <CallNext context={context} devices={devices} $called={$called} />
  }
}
