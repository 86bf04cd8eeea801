import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import type { StatisticsGroup, StatisticsMeasure } from '../../../core/contract/statistics'
import { useT } from '../../../ui/i18n/useT'
import { DataTable } from '../../../ui/table/DataTable'
import type { DataTableColumn, DataTableSort } from '../../../ui/table/dataTable.types'

const useStyles = makeStyles({
  figure: { minWidth: 'auto', padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightRegular, textDecorationLine: 'underline' },
  total: { fontWeight: tokens.fontWeightSemibold },
})

/** One figure column of a summary: its value per row, how it reads, and the measure a click drills into. */
export interface SummaryColumn<Row> {
  id: string
  header: string
  value: (row: Row) => number | null
  /** How the value reads (`42.5%`, `38 min`); the number itself by default. */
  format?: (value: number | null) => string
  /** The figure counts exams: a click lists them. */
  measure?: StatisticsMeasure
  width?: number
}

/** A summary row, or the totals row (key null). */
type Line<Row> = { row: Row; key: string | null; label: string }

/** Props of {@link SummaryTable}. */
export interface SummaryTableProps<Row extends StatisticsGroup> {
  /** What the table is called (the view's title): its grid's accessible name. */
  title: string
  /** The header of the group column. */
  groupHeader: string
  rows: readonly Row[]
  totals: Row
  columns: readonly SummaryColumn<Row>[]
  loading?: boolean
  error?: string | null
  /** A figure was opened: its group (null for the totals), the measure and the count shown. */
  onDrill: (group: { key: string | undefined; label: string }, measure: StatisticsMeasure, count: number) => void
}

/**
 * A statistics summary as the kit's data table: one row per group with its figures, sortable by any column, the
 * totals last (whatever the sort), and every non-zero count a button that lists the exams behind it.
 */
export function SummaryTable<Row extends StatisticsGroup>({ title, groupHeader, rows, totals, columns, loading, error, onDrill }: SummaryTableProps<Row>) {
  const t = useT()
  const styles = useStyles()
  const [sort, setSort] = useState<DataTableSort | null>(null)
  const labelOf = (row: Row) => row.label || t('statistics.none')
  const lines = useMemo((): Line<Row>[] => {
    const sorted = [...rows]
    if (sort) {
      const column = columns.find((c) => c.id === sort.column)
      const sign = sort.direction === 'asc' ? 1 : -1
      sorted.sort((a, b) => sign * (column
        ? (column.value(a) ?? -Infinity) - (column.value(b) ?? -Infinity)
        : (a.label || '\uffff').localeCompare(b.label || '\uffff')))
    }
    return [...sorted.map((row) => ({ row, key: row.key, label: row.label })), { row: totals, key: null, label: '' }]
  }, [rows, totals, sort, columns])

  const tableColumns: DataTableColumn<Line<Row>>[] = [
    {
      id: 'group', header: groupHeader, sortable: true,
      cell: (line) => (line.key === null ? <span className={styles.total}>{t('statistics.total')}</span> : labelOf(line.row)),
    },
    ...columns.map((column): DataTableColumn<Line<Row>> => ({
      id: column.id, header: column.header, sortable: true, align: 'end', ...(column.width ? { width: column.width } : {}),
      cell: (line) => {
        const value = column.value(line.row)
        const text = column.format ? column.format(value) : value === null ? '—' : String(value)
        const group = line.key === null ? t('statistics.total') : labelOf(line.row)
        if (!column.measure || !value) return <span className={line.key === null ? styles.total : undefined}>{text}</span>
        const measure = column.measure
        return (
          <Button
            size="small"
            appearance="transparent"
            className={styles.figure}
            data-drill={`${line.key ?? '*'}:${measure}`}
            aria-label={t('statistics.drill', { value: text, measure: column.header, group })}
            onClick={() => onDrill({ key: line.key ?? undefined, label: group }, measure, value)}
          >
            {text}
          </Button>
        )
      },
    })),
  ]

  return (
    <DataTable
      rows={lines}
      columns={tableColumns}
      getRowId={(line) => (line.key === null ? 'total' : `g:${line.key}`)}
      rowName={(line) => (line.key === null ? t('statistics.total') : labelOf(line.row))}
      label={t('statistics.table', { title })}
      loading={loading ?? false}
      error={error ?? null}
      sort={sort}
      onSort={(column, direction) => setSort(direction ? { column, direction } : null)}
    />
  )
}
