import { makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import type { DictDto } from '../../../../../core/contract'
import { invalidateDicts } from '../../../../../core/dicts/dicts'
import { invalidate } from '../../../../../core/query/query'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { dictDetailResource } from './dict.resource'

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
})

/**
 * The entries of the dictionary chosen in the master list; after any change the page's dictionary caches forget it,
 * so every view showing its labels reads them anew.
 *
 * @example
 * <DictDetailPanel context={context} />
 */
export function DictDetailPanel({ context }: { context: ResourceContext<DictDto> }) {
  const styles = useStyles()
  const t = useT()
  const dict = context.current
  const view = useMemo(
    () =>
      dict
        ? dictDetailResource(dict, () => {
            invalidateDicts([dict.name])
            invalidate([`dict:${dict.name}`])
          })
        : null,
    [dict],
  )
  if (!dict || !view) return <p className={styles.hint}>{t('resources.dictDetail.choose')}</p>
  return <ResourcePage key={dict.id} view={view} level={2} />
}
