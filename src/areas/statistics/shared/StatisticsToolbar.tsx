import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons'
import { useState, type RefObject } from 'react'
import { http } from '../../../core/http/http'
import { saveBlob } from '../../../core/resource/saveBlob'
import { useDensity } from '../../../ui/density/useDensity'
import { useT } from '../../../ui/i18n/useT'
import { printElement } from '../../../ui/print/printElement'
import { statisticsQuery, type StatisticsFilters } from './statisticsFilters'

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
})

/** A landscape A4 page: summary tables are wide. */
const PAGE = '@page{size:A4 landscape;margin:12mm}'

/** Props of {@link StatisticsToolbar}. */
export interface StatisticsToolbarProps {
  /** The summary (`api/statistic/<kind>/download`). */
  kind: string
  filters: StatisticsFilters
  /** Names the file: `<title> <from>–<to>.xlsx`. */
  title: string
  /** What Print prints: the filters' result, chart and table. */
  printTarget: RefObject<HTMLElement | null>
}

/** Export (the summary as .xlsx from the server, in the reader's language) and Print (the summary alone, landscape). */
export function StatisticsToolbar({ kind, filters, title, printTarget }: StatisticsToolbarProps) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const [busy, setBusy] = useState(false)
  const exportFile = async () => {
    setBusy(true)
    try {
      const blob = await http.get<Blob>(`api/statistic/${kind}/download?${statisticsQuery(filters)}`, {}, { responseType: 'blob' })
      saveBlob(blob, `${t('statistics.exportFile', { title, from: filters.from, to: filters.to })}.xlsx`)
    } catch {
      // The HTTP module has shown the failure.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={styles.bar}>
      <Button size={control} icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void exportFile()}>{t('statistics.export')}</Button>
      <Button size={control} icon={<PrintRegular />} onClick={() => { if (printTarget.current) printElement(printTarget.current, PAGE) }}>{t('statistics.print')}</Button>
    </div>
  )
}
