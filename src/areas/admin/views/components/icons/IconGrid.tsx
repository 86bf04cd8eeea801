import { Button, Caption1, makeStyles, SearchBox, tokens, useArrowNavigationGroup } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useId, useMemo, useState } from 'react'
import { useT } from '../../../../../ui/i18n/useT'
import { ICONS } from './iconCatalog'
import { IconTile } from './IconTile'

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  search: { minWidth: '260px' },
  grid: {
    listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingHorizontalXS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
  },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
  },
})

/** Icons on one page. */
const PAGE = 60

/** The searchable, paged grid of the icon picker, with its catalogue (its own chunk). */
export default function IconGrid() {
  const t = useT()
  const styles = useStyles()
  const searchId = useId()
  const hintId = useId()
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(0)
  const [copied, setCopied] = useState('')
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true })
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return words.length ? ICONS.filter((icon) => words.every((w) => icon.name.toLowerCase().includes(w))) : ICONS
  }, [query])
  const pages = Math.max(1, Math.ceil(matches.length / PAGE))
  const current = Math.min(page, pages - 1)
  const shown = matches.slice(current * PAGE, current * PAGE + PAGE)

  const copy = (name: string) => {
    const done = () => setCopied(t('gallery.icons.copied', { name }))
    const failed = () => setCopied(t('gallery.icons.copyFailed', { name }))
    if (!navigator.clipboard) return failed()
    navigator.clipboard.writeText(name).then(done, failed)
  }

  return (
    <>
      <div className={styles.bar}>
        <label htmlFor={searchId} className={styles.hidden}>{t('gallery.icons.search')}</label>
        <SearchBox
          id={searchId}
          className={styles.search}
          placeholder={t('gallery.icons.search')}
          value={query}
          onChange={(_, data) => {
            setQuery(data.value)
            setPage(0)
          }}
          data-icon-search
        />
        <Caption1 data-icon-count>{t('gallery.icons.count', { count: matches.length })}</Caption1>
      </div>
      <Caption1 id={hintId} className={styles.hint}>{t('gallery.icons.hint')}</Caption1>
      {shown.length === 0 ? <p>{t('gallery.icons.none', { query })}</p> : (
        <ul className={styles.grid} aria-label={t('gallery.icons.title')} {...arrows}>
          {shown.map((entry) => (
            <li key={entry.name}>
              <IconTile entry={entry} describedBy={hintId} onPick={copy} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pager}>
        <Button icon={<ChevronLeftRegular />} disabled={current === 0} onClick={() => setPage(current - 1)}>{t('gallery.icons.previous')}</Button>
        <Caption1 data-icon-page>{t('gallery.icons.page', { page: current + 1, pages })}</Caption1>
        <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
          {t('gallery.icons.next')}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-icon-copied>{copied}</div>
    </>
  )
}
