import { makeStyles, tokens } from '@fluentui/react-components'
import { AreaViews } from '../../ui/area/AreaViews'
import { adminViews } from './views'

const useStyles = makeStyles({
  root: { display: 'block', padding: tokens.spacingHorizontalXXS },
})

/** Props of the administration element. */
export interface AdminAreaProps {
  /** Which view: `system/dict`, `system/user`, … (see views.ts). */
  view?: string
}

/**
 * The administration area: one element whose `view` attribute picks one of its views, each a lazily loaded chunk
 * (its declaration, its cells and its words), so embedding one view loads only that one.
 *
 * @example
 * <AdminArea view="system/dict" />
 */
export function AdminArea({ view }: AdminAreaProps) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <AreaViews views={adminViews} view={view} />
    </div>
  )
}
