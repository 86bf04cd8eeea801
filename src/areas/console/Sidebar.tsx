import { mergeClasses } from '@fluentui/react-components'
import { ChevronDownRegular, HeartPulseRegular, OpenRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { useLocation, useRouter } from 'wouter'
import { $runtimeConfig } from '../../core/config/runtimeConfig'
import { $layoutSettings, $sidebarOpened } from '../../core/layout/layout'
import { $menu } from '../../core/menus/menus'
import type { MenuEntry } from '../../core/menus/routeTable'
import { useT } from '../../ui/i18n/useT'
import { MenuIcon } from '../../ui/icons/menuIcons'
import { useSidebarStyles } from './Sidebar.styles'
import { routeTitle } from './useConsoleNavigation'

function contains(entry: MenuEntry, path: string): boolean {
  return entry.path === path || entry.children.some((child) => contains(child, path))
}

/**
 * The permission-built menu: logo, nested groups (one open at a time when "unique opened" is on), the current page
 * highlighted, external links in a new tab. Closed on a desktop it shrinks to a rail of icons.
 *
 * @example
 * <Sidebar onNavigate={closeOnMobile} />
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const styles = useSidebarStyles()
  const t = useT()
  const menu = useStore($menu)
  const opened = useStore($sidebarOpened)
  const { sidebarLogo, uniqueOpened } = useStore($layoutSettings)
  const [location, navigate] = useLocation()
  const { base } = useRouter()
  const hrefOf = (path: string) => `${base}${path}`
  const [expanded, setExpanded] = useState<string[]>(() => menu.filter((m) => m.children.length && contains(m, location)).map((m) => m.key))

  // The group holding the current page opens whenever the page changes (alone, when one group opens at a time).
  useEffect(() => {
    const holder = menu.find((m) => m.children.length > 0 && contains(m, location))
    if (holder) setExpanded((current) => (current.includes(holder.key) ? current : uniqueOpened ? [holder.key] : [...current, holder.key]))
  }, [location, menu, uniqueOpened])

  const toggle = (key: string) => {
    if (!opened) $sidebarOpened.set(true)
    // Read the setting at click time: a change made a moment ago must count even before this component re-renders.
    const unique = $layoutSettings.get().uniqueOpened
    setExpanded((current) => (current.includes(key) ? current.filter((k) => k !== key) : unique ? [key] : [...current, key]))
  }

  const follow = (event: MouseEvent<HTMLAnchorElement>, entry: MenuEntry) => {
    if (entry.external || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(entry.path)
    onNavigate?.()
  }

  const link = (entry: MenuEntry, nested: boolean) => {
    const active = entry.path === location
    const title = routeTitle(entry)
    return (
      <a
        className={mergeClasses(styles.item, nested && styles.sub, active && styles.active)}
        href={entry.external ? entry.path : hrefOf(entry.path)}
        {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-current={active ? 'page' : undefined}
        title={title}
        onClick={(event) => follow(event, entry)}
      >
        <span className={styles.icon}>
          <MenuIcon name={entry.icon} />
        </span>
        <span className={mergeClasses(styles.label, !opened && styles.hidden)}>{title}</span>
        {entry.external && opened ? <OpenRegular aria-hidden="true" /> : null}
      </a>
    )
  }

  return (
    <nav className={mergeClasses(styles.root, opened ? styles.open : styles.rail)} aria-label={t('shell.navigation')}>
      {sidebarLogo ? (
        <a
          className={styles.logo}
          href={hrefOf('/')}
          // Collapsed to the rail, the logo link has no visible text: name it then (and only then).
          aria-label={opened ? undefined : ($runtimeConfig.get().siteTitle ?? t('app.siteTitle'))}
          onClick={(event) => {
            event.preventDefault()
            navigate('/')
          }}
        >
          <HeartPulseRegular className={styles.logoMark} aria-hidden="true" />
          <span className={mergeClasses(!opened && styles.hidden)}>{$runtimeConfig.get().siteTitle ?? t('app.shortTitle')}</span>
        </a>
      ) : null}
      <ul className={styles.list}>
        {menu.map((entry) => (
          <li key={entry.key}>
            {entry.children.length === 0 ? (
              link(entry, false)
            ) : (
              <>
                <button
                  type="button"
                  className={mergeClasses(styles.item, contains(entry, location) && styles.active)}
                  aria-expanded={opened && expanded.includes(entry.key)}
                  title={opened ? undefined : routeTitle(entry)}
                  onClick={() => toggle(entry.key)}
                >
                  <span className={styles.icon}>
                    <MenuIcon name={entry.icon} />
                  </span>
                  <span className={mergeClasses(styles.label, !opened && styles.hidden)}>{routeTitle(entry)}</span>
                  {opened ? (
                    <ChevronDownRegular
                      className={mergeClasses(styles.chevron, expanded.includes(entry.key) && styles.chevronOpen)}
                      aria-hidden="true"
                    />
                  ) : null}
                </button>
                {opened && expanded.includes(entry.key) ? (
                  <ul className={styles.list}>
                    {entry.children.map((child) => (
                      <li key={child.key}>{link(child, true)}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
