import { mergeClasses } from '@fluentui/react-components'
import { ChevronDownRegular, HeartPulseRegular, OpenRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react'
import { useLocation, useRouter } from 'wouter'
import { $hospitalIdentity, logoSrc, siteTitleOf } from '../../core/hospital/hospitalIdentity'
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

/** Each group's key with the keys of the groups above it, for opening one group at a time on every level. */
function ancestry(menu: readonly MenuEntry[]): Map<string, string[]> {
  const map = new Map<string, string[]>()
  const walk = (entries: readonly MenuEntry[], above: string[]) => {
    for (const entry of entries) {
      map.set(entry.key, above)
      if (entry.children.length) walk(entry.children, [...above, entry.key])
    }
  }
  walk(menu, [])
  return map
}

/** The groups that hold `path`, outermost first. */
function groupsHolding(menu: readonly MenuEntry[], path: string): string[] {
  for (const entry of menu) {
    if (entry.children.length && contains(entry, path)) return [entry.key, ...groupsHolding(entry.children, path)]
  }
  return []
}

const ITEM = '[data-nav-item]'

/** Deeper levels step further in (the first nested level keeps the stylesheet's indent). */
function indent(depth: number, opened: boolean): CSSProperties | undefined {
  return opened && depth > 1 ? { paddingInlineStart: `${44 + (depth - 1) * 16}px` } : undefined
}

/**
 * The permission-built menu: logo, groups nested to any depth (eladmin's Layout and ParentView levels; one open at a
 * time on each level when "unique opened" is on), the current page highlighted, external links in a new tab. Closed
 * on a desktop it shrinks to a rail of icons. Arrow keys move between the visible entries (Up, Down, Home, End),
 * Right opens a group or enters it, Left closes it or goes up to the group holding the entry.
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
  const identity = useStore($hospitalIdentity)
  const siteTitle = siteTitleOf(identity)
  const logo = logoSrc(identity)
  const [location, navigate] = useLocation()
  const { base } = useRouter()
  const hrefOf = (path: string) => `${base}${path}`
  const [expanded, setExpanded] = useState<string[]>(() => groupsHolding(menu, location))
  const list = useRef<HTMLUListElement>(null)
  const above = useMemo(() => ancestry(menu), [menu])

  // The groups holding the current page open whenever the page changes (alone on their levels, when one group opens
  // at a time).
  useEffect(() => {
    const holders = groupsHolding(menu, location)
    if (holders.length === 0) return
    setExpanded((current) => {
      if (holders.every((key) => current.includes(key))) return current
      return uniqueOpened ? holders : [...new Set([...current, ...holders])]
    })
  }, [location, menu, uniqueOpened])

  const setOpen = (key: string, open: boolean) => {
    if (!opened) $sidebarOpened.set(true)
    // Read the setting at click time: a change made a moment ago must count even before this component re-renders.
    const unique = $layoutSettings.get().uniqueOpened
    setExpanded((current) => {
      if (!open) return current.filter((k) => k !== key && !(above.get(k) ?? []).includes(key))
      if (current.includes(key)) return current
      const lineage = above.get(key) ?? []
      // One open group per level: keep this group's own line and what lies inside it, close its siblings' branches.
      const kept = unique ? current.filter((k) => lineage.includes(k) || (above.get(k) ?? []).includes(key)) : current
      return [...kept, key]
    })
  }

  const follow = (event: MouseEvent<HTMLAnchorElement>, entry: MenuEntry) => {
    if (entry.external || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(entry.path)
    onNavigate?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])]
    const current = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(ITEM) : null
    if (!current) return
    const index = items.indexOf(current)
    const key = current.dataset.navItem ?? ''
    const group = current.getAttribute('aria-expanded')
    const parent = (above.get(key) ?? []).at(-1)
    let target: HTMLElement | undefined
    switch (event.key) {
      case 'ArrowDown':
        target = items[index + 1]
        break
      case 'ArrowUp':
        target = items[index - 1]
        break
      case 'Home':
        target = items[0]
        break
      case 'End':
        target = items.at(-1)
        break
      case 'ArrowRight':
        if (group === 'false') setOpen(key, true)
        else if (group === 'true') target = items[index + 1]
        else return
        break
      case 'ArrowLeft':
        if (group === 'true') setOpen(key, false)
        else if (parent) target = items.find((item) => item.dataset.navItem === parent)
        else return
        break
      default:
        return
    }
    event.preventDefault()
    target?.focus()
  }

  const link = (entry: MenuEntry, depth: number) => {
    const active = entry.path === location
    const title = routeTitle(entry)
    return (
      <a
        data-nav-item={entry.key}
        className={mergeClasses(styles.item, depth > 0 && styles.sub, active && styles.active)}
        style={indent(depth, opened)}
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

  const entries = (items: readonly MenuEntry[], depth: number) =>
    items.map((entry) => {
      const open = opened && expanded.includes(entry.key)
      return (
        <li key={entry.key}>
          {entry.children.length === 0 ? (
            link(entry, depth)
          ) : (
            <>
              <button
                type="button"
                data-nav-item={entry.key}
                className={mergeClasses(styles.item, depth > 0 && styles.sub, contains(entry, location) && styles.active)}
                style={indent(depth, opened)}
                aria-expanded={open}
                title={opened ? undefined : routeTitle(entry)}
                onClick={() => setOpen(entry.key, !open)}
              >
                <span className={styles.icon}>
                  <MenuIcon name={entry.icon} />
                </span>
                <span className={mergeClasses(styles.label, !opened && styles.hidden)}>{routeTitle(entry)}</span>
                {opened ? <ChevronDownRegular className={mergeClasses(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" /> : null}
              </button>
              {open ? <ul className={styles.list}>{entries(entry.children, depth + 1)}</ul> : null}
            </>
          )}
        </li>
      )
    })

  return (
    <nav className={mergeClasses(styles.root, opened ? styles.open : styles.rail)} aria-label={t('shell.navigation')}>
      {sidebarLogo ? (
        <a
          className={styles.logo}
          href={hrefOf('/')}
          // Collapsed to the rail, the logo link has no visible text: name it then (and only then).
          aria-label={opened ? undefined : (siteTitle ?? t('app.siteTitle'))}
          onClick={(event) => {
            event.preventDefault()
            navigate('/')
          }}
        >
          {logo ? <img className={styles.logoImage} src={logo} alt={t('shell.logo')} /> : <HeartPulseRegular className={styles.logoMark} aria-hidden="true" />}
          <span className={mergeClasses(!opened && styles.hidden)}>{siteTitle ?? t('app.shortTitle')}</span>
        </a>
      ) : null}
      <ul ref={list} className={styles.list} onKeyDown={onKeyDown}>
        {entries(menu, 0)}
      </ul>
    </nav>
  )
}
