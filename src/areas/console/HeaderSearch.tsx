import { Button, SearchBox, Tooltip } from '@fluentui/react-components'
import { StarFilled, StarRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation, useRouter } from 'wouter'
import { settings } from '../../core/config/settings'
import { $locale } from '../../core/i18n/i18n'
import { createMenuSearch } from '../../core/menus/menuSearch'
import { $routes } from '../../core/menus/menus'
import { notify } from '../../core/notify/notifications'
import { $defaultPage, setDefaultPage } from '../../core/userConfig/userConfig'
import { useT } from '../../ui/i18n/useT'
import { useHeaderSearchStyles } from './HeaderSearch.styles'
import { routeTitle } from './useConsoleNavigation'

/**
 * Fuzzy search over the pages of the user's menu (title weighs 0.7, path 0.3, threshold 0.4, 32 characters at most);
 * a result opens its page, its star makes it the user's default page (saved in user config).
 *
 * @example
 * <HeaderSearch />
 */
export function HeaderSearch() {
  const styles = useHeaderSearchStyles()
  const t = useT()
  const routes = useStore($routes)
  const locale = useStore($locale)
  const defaultPage = useStore($defaultPage)
  const [, navigate] = useLocation()
  const { base } = useRouter()
  const [query, setQuery] = useState('')
  const list = useRef<HTMLUListElement>(null)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles are translated: rebuild the index per locale.
  const search = useMemo(() => createMenuSearch(routes, routeTitle), [routes, locale])
  const results = search(query)

  const open = (path: string) => {
    setQuery('')
    navigate(path)
  }

  const star = async (path: string, title: string) => {
    try {
      await setDefaultPage(path)
    } catch {
      return // the HTTP module's notification says why (a backend without user settings among the reasons)
    }
    notify({ intent: 'success', message: t('shell.defaultPageSaved', { title }), duration: 2500 })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      list.current?.querySelector<HTMLAnchorElement>('a')?.focus()
    } else if (event.key === 'Enter' && results[0]) {
      event.preventDefault()
      open(results[0].path)
    } else if (event.key === 'Escape') setQuery('')
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
    const index = links.findIndex((link) => link === (event.currentTarget.getRootNode() as ShadowRoot).activeElement)
    links[index + (event.key === 'ArrowDown' ? 1 : -1)]?.focus()
  }

  return (
    <div className={styles.root} role="search">
      <SearchBox
        className={styles.box}
        size="small"
        value={query}
        maxLength={settings.fuzzySearch.maxPatternLength}
        placeholder={t('shell.searchPlaceholder')}
        aria-label={t('shell.search')}
        onChange={(_e, data) => setQuery(data.value)}
        onKeyDown={onKeyDown}
      />
      {query.trim() ? (
        <ul className={styles.results} ref={list} onKeyDown={onListKeyDown} aria-label={t('shell.search')}>
          {results.length === 0 ? <li className={styles.empty}>{t('shell.searchNoResult')}</li> : null}
          {results.map((entry) => {
            const isDefault = defaultPage === entry.path
            const label = t(isDefault ? 'shell.isDefaultPage' : 'shell.setDefaultPage', { title: entry.title })
            return (
              <li key={entry.path} className={styles.row}>
                <a
                  className={styles.link}
                  href={`${base}${entry.path}`}
                  onClick={(event) => {
                    event.preventDefault()
                    open(entry.path)
                  }}
                >
                  <span>{entry.title}</span>
                  <span className={styles.path}>{entry.path}</span>
                </a>
                <Tooltip content={label} relationship="label">
                  <Button
                    appearance="transparent"
                    icon={isDefault ? <StarFilled className={styles.star} /> : <StarRegular />}
                    aria-pressed={isDefault}
                    onClick={() => void star(entry.path, entry.title)}
                  />
                </Tooltip>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
