import { Button, Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import { useDensity } from '../density/useDensity'
import { useT } from '../i18n/useT'

const useStyles = makeStyles({
  nav: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  list: { display: 'flex', gap: tokens.spacingHorizontalXXS, listStyleType: 'none', margin: 0, padding: 0 },
  total: { color: tokens.colorNeutralForeground2 },
  page: { minWidth: '32px' },
  size: { minWidth: '120px', width: 'auto', whiteSpace: 'nowrap' },
})

/** Page numbers to show: the first, the last, the current and its neighbours, with gaps (`null`) between. */
function pagesToShow(current: number, count: number): (number | null)[] {
  const wanted = new Set([0, count - 1, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 0 && p < count))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1]! > 1) out.push(null)
    out.push(page)
  })
  return out
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number
  size: number
  total: number
  sizes: readonly number[]
  onPage: (page: number) => void
  onSize: (size: number) => void
  /** The list it pages (names the navigation when a page holds two lists, e.g. a dialog over a list). */
  title?: string
}

/**
 * eladmin's pagination (`total, prev, pager, next, sizes`): the total, previous and next, page numbers around the
 * current one (announced as the current page), and the page size.
 *
 * @example
 * <Pagination page={0} size={10} total={57} sizes={[10, 20]} onPage={list.setPage} onSize={list.setSize} />
 */
export function Pagination({ page, size, total, sizes, onPage, onSize, title }: PaginationProps) {
  const styles = useStyles()
  const t = useT()
  const { control } = useDensity()
  const id = useId()
  const count = Math.max(1, Math.ceil(total / size))
  return (
    <nav className={styles.nav} aria-label={title ? t('kit.pagination.labelOf', { title }) : t('kit.pagination.label')}>
      <span className={styles.total} role="status">
        {t('kit.pagination.total', { total })}
      </span>
      <Button size={control} appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('kit.pagination.previous')} disabled={page <= 0} onClick={() => onPage(page - 1)} />
      <ul className={styles.list}>
        {pagesToShow(Math.min(page, count - 1), count).map((p, i) =>
          p === null ? (
            <li key={`gap${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                size={control}
                className={styles.page}
                appearance={p === page ? 'primary' : 'subtle'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t(p === page ? 'kit.pagination.current' : 'kit.pagination.page', { page: p + 1 })}
                onClick={() => p !== page && onPage(p)}
              >
                {p + 1}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button size={control} appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('kit.pagination.next')} disabled={page >= count - 1} onClick={() => onPage(page + 1)} />
      <label htmlFor={id} className={styles.total}>
        {t('kit.pagination.pageSize')}
      </label>
      <Dropdown
        id={id}
        className={styles.size}
        size={control}
        value={t('kit.pagination.perPage', { size })}
        selectedOptions={[String(size)]}
        onOptionSelect={(_e, d) => d.optionValue && onSize(Number(d.optionValue))}
      >
        {sizes.map((s) => (
          <Option key={s} value={String(s)} text={t('kit.pagination.perPage', { size: s })}>
            {t('kit.pagination.perPage', { size: s })}
          </Option>
        ))}
      </Dropdown>
    </nav>
  )
}
