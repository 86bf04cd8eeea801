import { makeStyles, tokens } from '@fluentui/react-components'
import type { ShareStatsDto, ShareStatsRow } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  table: {
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    '& caption': { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, paddingBlockEnd: tokens.spacingVerticalS },
    '& th, & td': { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
    '& thead th': { textAlign: 'end', fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
    '& thead th:first-child, & tbody th, & tfoot th': { textAlign: 'start' },
    '& td': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '& tbody th': { fontWeight: tokens.fontWeightRegular },
    '& tfoot th, & tfoot td': { fontWeight: tokens.fontWeightSemibold, borderTop: `2px solid ${tokens.colorNeutralStroke1}` },
  },
})

/** viewed ÷ issued as a percentage with one decimal, or null when nothing was issued. */
export function viewedRate(viewed: number, issued: number): string | null {
  return issued === 0 ? null : `${((viewed / issued) * 100).toFixed(1)}%`
}

/**
 * One table of the cloud-film statistics: a row per day or modality (issued, viewed, views, viewed rate), headed by
 * column and row headers, and the totals of the period in its foot.
 */
export function StatsTable({ caption, keyHeader, rows, totals, name }: {
  caption: string
  keyHeader: string
  rows: readonly ShareStatsRow[]
  totals: Pick<ShareStatsDto, 'issued' | 'viewed' | 'views'>
  name: string
}) {
  const t = useT()
  const styles = useStyles()
  const rate = (viewed: number, issued: number) => viewedRate(viewed, issued) ?? t('cloudFilm.statistics.noRate')
  return (
    <table className={styles.table} data-stats={name}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyHeader}</th>
          <th scope="col">{t('cloudFilm.statistics.issued')}</th>
          <th scope="col">{t('cloudFilm.statistics.viewed')}</th>
          <th scope="col">{t('cloudFilm.statistics.views')}</th>
          <th scope="col">{t('cloudFilm.statistics.viewedRate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.key}</th>
            <td>{row.issued}</td>
            <td>{row.viewed}</td>
            <td>{row.views}</td>
            <td>{rate(row.viewed, row.issued)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('cloudFilm.statistics.total')}</th>
          <td>{totals.issued}</td>
          <td>{totals.viewed}</td>
          <td>{totals.views}</td>
          <td>{rate(totals.viewed, totals.issued)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
