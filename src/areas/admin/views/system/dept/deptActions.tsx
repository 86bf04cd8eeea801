import { Button } from '@fluentui/react-components'
import { AddSquareMultipleRegular } from '@fluentui/react-icons'
import type { DeptDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

function AddChild({ dept, context }: { dept: DeptDto; context: ResourceContext<DeptDto> }) {
  const t = useT()
  const canAdd = useCan(['admin', 'dept:add'])
  if (!canAdd) return null
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={<AddSquareMultipleRegular />}
      aria-label={t('resources.dept.addUnder', { name: dept.name })}
      onClick={() => context.add({ isTop: 'false', pid: String(dept.id), pidLabel: dept.name })}
    />
  )
}

/** "Add under": a new department whose parent is the row. */
export function addChildAction(dept: DeptDto, context: ResourceContext<DeptDto>) {
  return <AddChild dept={dept} context={context} />
}
