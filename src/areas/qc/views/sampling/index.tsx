import { useMemo } from 'react'
import type { QcTaskDto } from '../../../../core/contract'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../ui/resource/resourceView.types'
import { qcMessages } from '../../messages'
import type { QcViewProps } from '../../qcView'
import { qcTaskResource } from './qcTask.resource'
import { TaskActions } from './taskActions'

/**
 * The monthly sampling tasks (`qc/sampling`, `ultrasonicControl/sampling`): the task resource with its row actions
 * (open the samples, draw with the task's seed, close).
 */
export default function SamplingView({ family }: QcViewProps) {
  useMessages(qcMessages)
  const view = useMemo<ResourceView<QcTaskDto>>(() => ({
    ...qcTaskResource(family),
    rowActions: (task, context) => <TaskActions task={task} context={context} />,
    rowActionsWidth: 170,
  }), [family])
  return <ResourcePage view={view} />
}
