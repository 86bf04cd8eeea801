import { makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components'
import { lazy, Suspense, useMemo, type ComponentType } from 'react'
import { useMessages } from '../../ui/i18n/useMessages'
import { useT } from '../../ui/i18n/useT'
import { kitMessages } from '../../ui/messages'
import { adminMessages } from './messages'
import { adminViews } from './views'

const useStyles = makeStyles({
  root: { display: 'block', padding: tokens.spacingHorizontalXXS },
})

const loaded = new Map<string, ComponentType>()

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
  useMessages(adminMessages, kitMessages)
  const styles = useStyles()
  const t = useT()
  const View = useMemo(() => {
    const load = view ? adminViews[view] : undefined
    if (!view || !load) return null
    let component = loaded.get(view)
    if (!component) {
      component = lazy(load)
      loaded.set(view, component)
    }
    return component
  }, [view])
  if (!View) {
    return (
      <MessageBar intent="warning" role="alert">
        <MessageBarBody>{t('admin.unknownView', { view: view ?? '' })}</MessageBarBody>
      </MessageBar>
    )
  }
  return (
    <div className={styles.root}>
      <Suspense fallback={<Spinner label={t('admin.loading')} />}>
        <View />
      </Suspense>
    </div>
  )
}
