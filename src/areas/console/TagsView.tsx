import { Button, Menu, MenuItem, MenuList, MenuPopover, mergeClasses, type PositioningVirtualElement } from '@fluentui/react-components'
import { DismissRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useLocation, useRouter } from 'wouter'
import { settings } from '../../core/config/settings'
import {
  $visitedViews,
  delAllVisitedViews,
  delOtherVisitedViews,
  delVisitedView,
  type VisitedView,
} from '../../core/tags/visitedViews'
import { useT } from '../../ui/i18n/useT'
import { useTagsViewStyles } from './TagsView.styles'
import { routeTitle } from './useConsoleNavigation'
import { refreshView } from './viewCache'

/**
 * The open pages as tabs: click to return, × or middle-click to close (not the fixed ones), right-click for Refresh,
 * Close, Close others and Close all. Closing the current tab opens the last remaining one.
 *
 * @example
 * <TagsView activePath={route.path} />
 */
export function TagsView({ activePath }: { activePath: string }) {
  const styles = useTagsViewStyles()
  const t = useT()
  const views = useStore($visitedViews)
  const [, navigate] = useLocation()
  const { base } = useRouter()
  const list = useRef<HTMLUListElement>(null)
  const [menu, setMenu] = useState<{ view: VisitedView; target: PositioningVirtualElement } | null>(null)

  useEffect(() => {
    // Keep the active tab in sight with the contract's 4 px of padding.
    const container = list.current
    const tab = container?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement
    if (!container || !tab) return
    const left = tab.offsetLeft - settings.tagScrollPadding
    const right = tab.offsetLeft + tab.offsetWidth + settings.tagScrollPadding - container.clientWidth
    if (container.scrollLeft > left) container.scrollLeft = left
    else if (container.scrollLeft < right) container.scrollLeft = right
  }, [activePath, views.length])

  const goToLast = (remaining: VisitedView[]) => {
    const last = remaining[remaining.length - 1]
    navigate(last ? last.fullPath : '/')
  }

  const close = (view: VisitedView) => {
    if (view.affix) return
    const remaining = delVisitedView(view.path)
    if (view.path === activePath) goToLast(remaining)
  }

  const closeOthers = (view: VisitedView) => {
    delOtherVisitedViews(view.path)
    if (view.path !== activePath) navigate(view.fullPath)
  }

  const closeAll = () => {
    const remaining = delAllVisitedViews()
    if (!remaining.some((v) => v.path === activePath)) goToLast(remaining)
  }

  const refresh = (view: VisitedView) => {
    refreshView(view.path)
    navigate(`/redirect${view.fullPath}`, { replace: view.path === activePath })
  }

  const onContextMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault()
    const { clientX: x, clientY: y } = event
    setMenu({ view, target: { getBoundingClientRect: () => ({ x, y, top: y, left: x, bottom: y, right: x, width: 0, height: 0 }) } })
  }

  return (
    <>
      <ul className={styles.root} ref={list} aria-label={t('shell.tabs')}>
        {views.map((view) => {
          const active = view.path === activePath
          const title = routeTitle(view)
          return (
            <li
              key={view.path}
              className={mergeClasses(styles.tag, active && styles.active)}
              onContextMenu={(event) => onContextMenu(event, view)}
              onAuxClick={(event) => {
                if (event.button === 1) close(view)
              }}
            >
              <a
                className={styles.link}
                href={`${base}${view.fullPath}`}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault()
                  navigate(view.fullPath)
                }}
              >
                {title}
              </a>
              {view.affix ? null : (
                <Button
                  className={styles.close}
                  appearance="transparent"
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={t('shell.closeTab', { title })}
                  onClick={() => close(view)}
                />
              )}
            </li>
          )
        })}
      </ul>
      <Menu open={menu !== null} onOpenChange={(_e, data) => !data.open && setMenu(null)} positioning={{ target: menu?.target ?? null, position: 'below', align: 'start' }}>
        <MenuPopover className={styles.menu}>
          <MenuList aria-label={menu ? t('shell.tabActions', { title: routeTitle(menu.view) }) : undefined}>
            <MenuItem onClick={() => menu && refresh(menu.view)}>{t('shell.refresh')}</MenuItem>
            {menu && !menu.view.affix ? <MenuItem onClick={() => close(menu.view)}>{t('shell.close')}</MenuItem> : null}
            <MenuItem onClick={() => menu && closeOthers(menu.view)}>{t('shell.closeOthers')}</MenuItem>
            <MenuItem onClick={closeAll}>{t('shell.closeAll')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </>
  )
}
