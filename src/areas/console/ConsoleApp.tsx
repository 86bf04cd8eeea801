import { Button, MessageBar, MessageBarActions, MessageBarBody, ProgressBar, Spinner, makeStyles, tokens } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { Router } from 'wouter'
import { useMessages } from '../../ui/i18n/useMessages'
import { $locale } from '../../core/i18n/i18n'
import { resolveRoute } from '../../core/routing/guard'
import { resolveView } from '../../core/views/registry'
import { $menusLoaded } from '../../core/session/stores'
import { addVisitedView } from '../../core/tags/visitedViews'
import { useT } from '../../ui/i18n/useT'
import { menuMessages } from './menuMessages'
import { consoleMessages } from './messages'
import { Shell } from './Shell'
import { useConsoleEffects } from './useConsoleEffects'
import { useConsoleNavigation } from './useConsoleNavigation'
import { ViewHost } from './ViewHost'


const useStyles = makeStyles({
  progress: { position: 'fixed', top: 0, insetInline: 0, zIndex: 100 },
  /** A bare page whose view fills the window (the picture viewer of a signed link). */
  fill: { height: '100vh' },
  centre: { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXXL },
})

/** Props of the console element. */
export interface ConsoleAppProps {
  /** Path prefix the console lives under (history mode), e.g. `/pacs`; empty for the origin root. */
  base?: string
}

function Console() {
  useMessages(consoleMessages, menuMessages)
  const styles = useStyles()
  const t = useT()
  const { route, query, navigating, error, retry } = useConsoleNavigation()
  const menusLoaded = useStore($menusLoaded)
  useConsoleEffects()
  const locale = useStore($locale)
  // The console owns its page, so the page's language is the interface's (an embedded element never does this).
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  // The home tab is fixed (affix) and always first once the menus are known.
  useEffect(() => {
    if (!menusLoaded) return
    const home = resolveRoute('/dashboard')
    if (home) {
      addVisitedView({ path: home.path, fullPath: home.path, name: home.name, title: home.title, ...(home.titleKey ? { titleKey: home.titleKey } : {}), affix: true, noCache: home.noCache })
    }
  }, [menusLoaded])

  return (
    <>
      {navigating ? <ProgressBar className={styles.progress} thickness="medium" aria-label={t('shell.loadingPage')} /> : null}
      {error ? (
        <div className={styles.centre}>
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('shell.loadFailed', { message: error })}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={retry}>{t('shell.retry')}</Button>
            </MessageBarActions>
          </MessageBar>
        </div>
      ) : !route ? (
        <div className={styles.centre}>
          <Spinner label={t('shell.loadingPage')} />
        </div>
      ) : route.chrome === 'bare' ? (
        <main className={resolveView(route.component)?.fill ? styles.fill : undefined}>
          <ViewHost route={route} query={query} />
        </main>
      ) : (
        <Shell route={route} query={query} />
      )}
    </>
  )
}

/**
 * The staff console: navigation rules, dynamic menus, the shell and every routed view, in history mode under `base`.
 *
 * @example
 * <ConsoleApp base="/pacs" />
 */
export function ConsoleApp({ base }: ConsoleAppProps) {
  return (
    <Router base={base ?? ''}>
      <Console />
    </Router>
  )
}
