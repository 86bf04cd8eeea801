import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens,
} from '@fluentui/react-components'
import { DocumentTextRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { ExamDto, Page } from '../../../core/contract'
import { toMinute } from '../../../core/format/time'
import { http } from '../../../core/http/http'
import { useReturnFocus } from '../../../ui/a11y/useReturnFocus'
import { ElementDialog } from '../../../ui/element/ElementDialog'
import { useT } from '../../../ui/i18n/useT'
import { useQuery } from '../../../ui/query/useQuery'
import { Pagination } from '../../../ui/resource/Pagination'
import { DataTable } from '../../../ui/table/DataTable'
import type { DataTableColumn } from '../../../ui/table/dataTable.types'
import { errorMessage, statisticsQuery, type DrillTarget, type StatisticsFilters } from './statisticsFilters'

const useStyles = makeStyles({
  surface: { width: 'min(1100px, 96vw)', maxWidth: 'none' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

const SIZES = [20, 50, 100] as const

/** Props of {@link DrillDialog}. */
export interface DrillDialogProps {
  target: DrillTarget
  filters: StatisticsFilters
  /** What the figure's column is called. */
  measureLabel: string
  onClose: () => void
}

/**
 * The exams behind one figure of a summary (`api/statistic/exams`, counted with the summary's own conditions, so the
 * list is as long as the figure), paged in the kit's data table; each exam opens its report in `<clinic-report-viewer>`.
 */
export function DrillDialog({ target, filters, measureLabel, onClose }: DrillDialogProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const [page, setPage] = useState(0)
  const [size, setSize] = useState<number>(SIZES[0])
  const [report, setReport] = useState<ExamDto | null>(null)
  const query = statisticsQuery({ ...filters, groupBy: target.groupBy }, {
    kind: target.kind, measure: target.measure, key: target.key || undefined, blank: target.key === '' ? 'true' : undefined, page, size,
  })
  const { data, loading, error } = useQuery(`api/statistic/exams?${query}`, (key) => http.get<Page<ExamDto>>(key))
  const columns: DataTableColumn<ExamDto>[] = [
    { id: 'examNo', header: t('statistics.exams.examNo'), cell: (exam) => exam.examNo, width: 150 },
    { id: 'patientName', header: t('statistics.exams.patientName'), cell: (exam) => exam.patientName, width: 110 },
    { id: 'modality', header: t('statistics.exams.modality'), cell: (exam) => exam.modality, width: 80 },
    { id: 'examItem', header: t('statistics.exams.examItem'), cell: (exam) => exam.examItem },
    { id: 'registerTime', header: t('statistics.exams.registerTime'), cell: (exam) => toMinute(exam.registerTime), width: 140 },
    { id: 'reportPhysician', header: t('statistics.exams.reportPhysician'), cell: (exam) => exam.reportPhysician ?? '', width: 100 },
    { id: 'auditPhysician', header: t('statistics.exams.auditPhysician'), cell: (exam) => exam.auditPhysician ?? '', width: 100 },
    {
      id: 'report', header: t('statistics.exams.report'), width: 72, align: 'center',
      cell: (exam) => exam.reportId === undefined ? null : (
        <Button
          size="small"
          appearance="subtle"
          icon={<DocumentTextRegular />}
          aria-label={t('statistics.exams.open', { name: `${exam.patientName} ${exam.examNo}` })}
          onClick={() => setReport(exam)}
        />
      ),
    },
  ]
  const title = t('statistics.drillTitle', { measure: measureLabel, group: target.groupLabel, count: data?.totalElements ?? target.count })
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open) onClose() }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.body}>
            <DataTable
              rows={data?.content ?? []}
              columns={columns}
              getRowId={(exam) => exam.id}
              rowName={(exam) => `${exam.patientName} ${exam.examNo}`}
              label={t('statistics.exams.label')}
              loading={loading}
              error={error ? t('statistics.loadFailed', { message: errorMessage(error) }) : null}
              height="55vh"
            />
            <Pagination
              page={page}
              size={size}
              total={data?.totalElements ?? 0}
              sizes={SIZES}
              onPage={setPage}
              onSize={(next) => { setSize(next); setPage(0) }}
              title={t('statistics.exams.label')}
            />
            {report ? (
              <ElementDialog tag="clinic-report-viewer" attributes={{ 'examine-id': String(report.id) }}
                title={t('statistics.exams.reportOf', { name: report.patientName, examNo: report.examNo })}
                labels={{ close: t('statistics.exams.back'), loading: t('statistics.exams.loading'), failed: t('statistics.exams.viewerUnavailable') }}
                onClose={() => setReport(null)} />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('statistics.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

