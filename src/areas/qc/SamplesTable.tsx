import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import type { QcSampleDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { useQcStyles } from './qc.styles'
import { AuthorText } from './SampleReport'

/** Props of {@link SamplesTable}. */
export interface SamplesTableProps {
  samples: readonly QcSampleDto[]
  /** The accessible name of the table. */
  label: string
  /** Shows the task's name (a reviewer's queue spans tasks). */
  showTask?: boolean
  /** The sample open beside the table. */
  current: number | null
  onOpen: (sample: QcSampleDto) => void
  /** Further buttons of a row. */
  actions?: (sample: QcSampleDto) => ReactNode
}

/** Samples with their exam, author (hidden in blind review), state and score; each row opens its sample beside the table. */
export function SamplesTable({ samples, label, showTask = false, current, onOpen, actions }: SamplesTableProps) {
  const t = useT()
  const styles = useQcStyles()
  return (
    <Table size="small" aria-label={label} data-testid="qc-samples">
      <TableHeader>
        <TableRow>
          {showTask ? <TableHeaderCell>{t('qc.sample.task')}</TableHeaderCell> : null}
          <TableHeaderCell>{t('qc.sample.examNo')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.patient')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.examItem')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.modality')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.author')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.state')}</TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('qc.sample.score')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.grade')}</TableHeaderCell>
          <TableHeaderCell>{t('qc.sample.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {samples.map((sample) => (
          <TableRow key={sample.id} data-sample={sample.id} aria-selected={current === sample.id}>
            {showTask ? <TableCell>{sample.taskName}</TableCell> : null}
            <TableCell>{sample.examNo}</TableCell>
            <TableCell>{sample.patientName}</TableCell>
            <TableCell>{sample.examItem}</TableCell>
            <TableCell>{sample.modality}</TableCell>
            <TableCell><AuthorText author={sample.author} /></TableCell>
            <TableCell>{t(`qc.sampleState.${sample.state}`)}</TableCell>
            <TableCell className={styles.number}>{sample.score ? sample.score.reportScore : ''}</TableCell>
            <TableCell>{sample.score ? [sample.score.grade, sample.score.imageGrade].filter(Boolean).join(' / ') : ''}</TableCell>
            <TableCell>
              <span className={styles.actions}>
                <Button size="small" appearance={current === sample.id ? 'primary' : 'secondary'} aria-label={t('qc.sample.openRow', { examNo: sample.examNo })}
                  onClick={() => onOpen(sample)}>{t('qc.sample.open')}</Button>
                {actions?.(sample)}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
