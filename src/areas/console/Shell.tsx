import { mergeClasses } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { $hospitalIdentity, caseNumberOf, loadHospitalIdentity } from '../../core/hospital/hospitalIdentity'
import { $device, $layoutSettings, $sidebarOpened } from '../../core/layout/layout'
import type { ResolvedRoute } from '../../core/routing/guard'
import { useT } from '../../ui/i18n/useT'
import { AppMain } from './AppMain'
import { Navbar } from './Navbar'
import { IdleLock } from './IdleLock'
import { PasswordDialog } from './PasswordDialog'
import { SettingsDrawer } from './SettingsDrawer'
import { useShellStyles } from './Shell.styles'
import { Sidebar } from './Sidebar'
import { TagsView } from './TagsView'

/**
 * The console layout around a signed-in page: sidebar (an overlay with a backdrop on mobile), navbar, tags, the
 * kept-alive content, the footer, and the settings and password dialogs.
 *
 * @example
 * <Shell route={route} query={query} />
 */
export function Shell({ route, query }: { route: ResolvedRoute; query: URLSearchParams }) {
  const styles = useShellStyles()
  const t = useT()
  const device = useStore($device)
  const opened = useStore($sidebarOpened)
  const layout = useStore($layoutSettings)
  const [panel, setPanel] = useState<'settings' | 'password' | null>(null)
  const mobile = device === 'mobile'
  const main = useRef<HTMLElement>(null)
  const skipToMain = () => main.current?.focus()
  const stickyTop = useFixedHeaderHeight(layout.fixedHeader)
  const identity = useStore($hospitalIdentity)
  const caseNumber = caseNumberOf(identity)

  // The hospital's name, title, logo and footer: asked once per page; the configuration view publishes its saves.
  useEffect(() => {
    void loadHospitalIdentity()
  }, [])

  // In mobile mode a route change closes the sidebar.
  useEffect(() => {
    if (mobile) $sidebarOpened.set(false)
  }, [route.path, mobile])

  return (
    <div className={styles.root}>
      {/* A button: a link to #main would change the console's own URL, and its target lives in a shadow root. */}
      <button type="button" className={styles.skipLink} onClick={skipToMain}>
        {t('shell.skipToContent')}
      </button>
      {mobile && opened ? <button type="button" className={styles.backdrop} aria-label={t('shell.toggleSidebar')} onClick={() => $sidebarOpened.set(false)} /> : null}
      <aside className={mergeClasses(styles.aside, mobile && styles.overlay, mobile && !opened && styles.asideHidden)}>
        <Sidebar onNavigate={() => mobile && $sidebarOpened.set(false)} />
      </aside>
      {/* The views' sticky parts (a patient banner) stick below the fixed header: see src/ui/layout/stickyTop. */}
      <div className={styles.column} style={{ '--clinic-sticky-top': `${stickyTop.height}px` } as CSSProperties}>
        <div ref={stickyTop.ref} className={mergeClasses(styles.header, layout.fixedHeader && styles.sticky)}>
          <Navbar route={route} compact={mobile} onChangePassword={() => setPanel('password')} onSettings={() => setPanel('settings')} />
          {layout.tagsView ? (
            <nav aria-label={t('shell.tabs')}>
              <TagsView activePath={route.path} />
            </nav>
          ) : null}
        </div>
        <AppMain ref={main} route={route} query={query} />
        {layout.showFooter ? (
          <footer className={styles.footer} aria-label={t('shell.footer')}>
            <span>{identity?.footer || t('app.copyright', { company: t('app.company') })}</span>
            {caseNumber ? (
              <a className={styles.footerLink} href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {t('app.caseNumber', { caseNumber })}
              </a>
            ) : null}
          </footer>
        ) : null}
      </div>
      <SettingsDrawer open={panel === 'settings'} onClose={() => setPanel(null)} />
      <PasswordDialog open={panel === 'password'} onClose={() => setPanel(null)} />
      <IdleLock />
    </div>
  )
}

/** The fixed header's height as it changes (tags shown or not, a narrow window wrapping the navbar); 0 when it scrolls away. */
function useFixedHeaderHeight(fixed: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    const header = ref.current
    if (!header || !fixed) {
      setHeight(0)
      return
    }
    const measure = () => setHeight(Math.round(header.getBoundingClientRect().height))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    return () => observer.disconnect()
  }, [fixed])
  return { ref, height }
}
