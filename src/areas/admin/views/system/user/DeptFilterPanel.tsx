import { Button, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { UserDto } from '../../../../../core/contract'
import { ChoiceTree } from '../../../../../ui/form/fields/ChoiceTree'
import { useOptions } from '../../../../../ui/form/useOptions'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockStart: '44px' },
  tree: { maxHeight: '60vh', overflowY: 'auto' },
})

const source = { url: 'api/dept', params: { enabled: true, sort: 'deptSort,asc' }, parentField: 'pid' } as const

/**
 * The department tree beside the user list (eladmin's left panel): choosing a department shows its users and those
 * of the departments under it; "All departments" clears the choice. The name filter keeps matching departments and
 * their ancestors.
 */
export function DeptFilterPanel({ context }: { context: ResourceContext<UserDto> }) {
  const styles = useStyles()
  const t = useT()
  const { choices, error } = useOptions({ optionsFrom: source })
  const { filters } = useStore(context.list.$state)
  const chosen = typeof filters.deptId === 'string' ? filters.deptId : null
  const [needle, setNeedle] = useState('')

  const choose = (value: string | null) => {
    const { deptId: _old, ...rest } = filters
    context.list.search(value ? { ...rest, deptId: value } : rest)
  }

  return (
    <nav className={styles.panel} aria-label={t('resources.user.deptTree')}>
      <Input size="small" contentBefore={<SearchRegular />} value={needle} onChange={(_e, d) => setNeedle(d.value)} aria-label={t('resources.user.deptSearch')} placeholder={t('resources.user.deptSearch')} />
      <Button size="small" appearance={chosen ? 'subtle' : 'secondary'} aria-pressed={!chosen} onClick={() => choose(null)}>
        {t('resources.user.allDepts')}
      </Button>
      {error ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('kit.field.optionsFailed', { message: error })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ChoiceTree className={styles.tree} choices={choices} value={chosen} filter={needle} openDepth={1} onChoose={choose} aria-label={t('resources.user.deptTree')} />
    </nav>
  )
}
