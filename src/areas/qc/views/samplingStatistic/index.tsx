import {
  Field, Input, MessageBar, MessageBarBody, Select, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow,
} from '@fluentui/react-components'
import { useState } from 'react'
import type { QcStatDto, QcStatGroupBy, QcStatRow } from '../../../../core/contract'
import { http } from '../../../../core/http/http'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { useQuery } from '../../../../ui/query/useQuery'
import { qcMessages } from '../../messages'
import { useQcStyles } from '../../qc.styles'
import type { QcViewProps } from '../../qcView'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
}

const percent = (value: number | null): string => (value === null ? '—' : `${value.toFixed(1)}%`)

/**
 * The QC statistics (`samplingStatistic`): scored samples by physician, department or month — samples, mean report
 * score, grade distribution, image pass and excellent rates (ris-domain §2.8) — as an accessible table. Blind tasks
 * count once closed; how many scores that leaves out is said under the table.
 */
export default function SamplingStatisticView({ family }: QcViewProps) {
  useMessages(qcMessages)
  const t = useT()
  const styles = useQcStyles()
  const today = new Date()
  const [groupBy, setGroupBy] = useState<QcStatGroupBy>('physician')
  const [from, setFrom] = useState(() => monthOf(new Date(today.getFullYear(), today.getMonth() - 11, 1)))
  const [to, setTo] = useState(() => monthOf(today))
  const rangeOk = MONTH.test(from) && MONTH.test(to) && from <= to
  const stats = useQuery(rangeOk ? `api/qc/statistics?family=${family}&groupBy=${groupBy}&from=${from}&to=${to}` : null, (key) => http.get<QcStatDto>(key))
  const data = stats.data

  const row = (r: QcStatRow, total = false) => (
    <TableRow key={r.key} data-row={total ? 'total' : r.key}>
      {total ? <TableHeaderCell scope="row">{r.label}</TableHeaderCell> : <TableCell>{r.label}</TableCell>}
      <TableCell className={styles.number}>{r.samples}</TableCell>
      <TableCell className={styles.number}>{r.meanScore === null ? '—' : r.meanScore.toFixed(1)}</TableCell>
      {data!.grades.map((grade) => <TableCell key={grade} className={styles.number}>{r.grades[grade] ?? 0}</TableCell>)}
      <TableCell className={styles.number}>{r.imageGraded}</TableCell>
      <TableCell className={styles.number}>{percent(r.imagePassRate)}</TableCell>
      <TableCell className={styles.number}>{percent(r.imageExcellentRate)}</TableCell>
    </TableRow>
  )

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`qc.stats.title.${family}`)}</h1>
      <div className={styles.filters}>
        <Field label={t('qc.stats.groupBy')}>
          <Select value={groupBy} onChange={(_, d) => setGroupBy(d.value as QcStatGroupBy)}>
            {(['physician', 'dept', 'period'] as const).map((g) => <option key={g} value={g}>{t(`qc.stats.by.${g}`)}</option>)}
          </Select>
        </Field>
        <Field label={t('qc.stats.from')} validationMessage={rangeOk ? undefined : t('qc.stats.badRange')} validationState={rangeOk ? 'none' : 'error'}>
          <Input type="month" value={from} onChange={(_, d) => setFrom(d.value)} />
        </Field>
        <Field label={t('qc.stats.to')}>
          <Input type="month" value={to} onChange={(_, d) => setTo(d.value)} />
        </Field>
      </div>
      {stats.error ? <MessageBar intent="error" role="alert"><MessageBarBody>{t('qc.stats.failed')}</MessageBarBody></MessageBar>
        : !rangeOk ? null
          : !data ? <Spinner label={t('qc.loading')} />
            : (
              <>
                <Table size="small" aria-label={t(`qc.stats.tableBy.${data.groupBy}`)} data-testid="qc-stats">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t(`qc.stats.by.${data.groupBy}`)}</TableHeaderCell>
                      <TableHeaderCell className={styles.number}>{t('qc.stats.samples')}</TableHeaderCell>
                      <TableHeaderCell className={styles.number}>{t('qc.stats.meanScore')}</TableHeaderCell>
                      {data.grades.map((grade) => <TableHeaderCell key={grade} className={styles.number}>{t('qc.stats.grade', { grade })}</TableHeaderCell>)}
                      <TableHeaderCell className={styles.number}>{t('qc.stats.imageGraded')}</TableHeaderCell>
                      <TableHeaderCell className={styles.number}>{t('qc.stats.imagePass')}</TableHeaderCell>
                      <TableHeaderCell className={styles.number}>{t('qc.stats.imageExcellent')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.rows.length === 0 ? (
                      <TableRow><TableCell colSpan={6 + data.grades.length}>{t('qc.stats.empty')}</TableCell></TableRow>
                    ) : data.rows.map((r) => row(r))}
                    {row(data.total, true)}
                  </TableBody>
                </Table>
                <p className={styles.muted} data-testid="qc-stats-note">
                  {t('qc.stats.note')}{data.withheld > 0 ? ` ${t('qc.stats.withheld', { count: data.withheld })}` : ''}
                </p>
              </>
            )}
    </div>
  )
}
