import { makeStyles, tokens } from '@fluentui/react-components'
import { RoutedAreaViews } from '../../ui/area/RoutedAreaViews'
import { adminViews } from './views'

const useStyles = makeStyles({
  root: { display: 'block', padding: tokens.spacingHorizontalXXS },
})

/** Props of the administration element. */
export interface AdminAreaProps {
  /** Which view: `system/dict`, `system/user`, … (see views.ts). */
  view?: string
  /** The view's parameters as a URL query (`tableName=sys_job` for the generator's settings of a table). */
  query?: string
}

/** No admin view opens another by a fixed console path; the generator's settings open in place when embedded alone. */
const ADMIN_PATHS: Readonly<Record<string, string>> = {}

/**
 * The administration area: one element whose `view` attribute picks one of its views, each a lazily loaded chunk
 * (its declaration, its cells and its words), so embedding one view loads only that one.
 *
 * @example
 * <AdminArea view="system/dict" />
 */
export function AdminArea({ view, query }: AdminAreaProps) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <RoutedAreaViews views={adminViews} pathViews={ADMIN_PATHS} view={view} query={query} />
    </div>
  )
}
