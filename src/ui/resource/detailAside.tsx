import { makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useT } from '../i18n/useT'
import { ResourcePage } from './ResourcePage'
import type { ResourceContext, ResourceView } from './resourceView.types'

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
})

/** What the master list offers its detail: reloading it (a count of details it shows changed). */
export interface MasterList {
  refresh(): Promise<void>
}

/** What {@link detailAside} needs to know of a master-detail view. */
export interface DetailAsideOptions<Master, Detail> {
  /** The detail declaration of one master row (its records, filtered by the row, added under it). */
  detail: (row: Master, master: MasterList) => ResourceView<Detail>
  /** The message key shown until a row is chosen (“Choose a body part to see its small parts.”). */
  choose: string
}

function DetailPanel<Master, Detail>({ context, options }: { context: ResourceContext<Master>; options: DetailAsideOptions<Master, Detail> }) {
  const styles = useStyles()
  const t = useT()
  const { current, list } = context
  const view = useMemo(() => (current ? options.detail(current, { refresh: () => list.refresh() }) : null), [current, list, options])
  if (!current || !view) return <p className={styles.hint}>{t(options.choose)}</p>
  // One list per master row: choosing another row starts its detail afresh (page, search, selection).
  return <ResourcePage key={String(list.idOf(current))} view={view} level={2} />
}

/**
 * The side panel of a master-detail view (a department and its physicians, a body part and its small parts): the
 * detail list of the row the user clicked or pressed Enter on, as a second resource page beside the master list, or
 * a hint until one is chosen. Goes with `currentRow: true` on the master declaration.
 *
 * @example
 * aside: detailAside({ detail: (part, master) => smallPartResource(part, master), choose: 'resources.bodyPartSmall.choose' })
 */
export function detailAside<Master, Detail>(options: DetailAsideOptions<Master, Detail>): NonNullable<ResourceView<Master>['aside']> {
  return {
    position: 'end',
    component: function DetailAside({ context }: { context: ResourceContext<Master> }) {
      return <DetailPanel context={context} options={options} />
    },
  }
}
