import { Button } from '@fluentui/react-components'
import { HeartPulseRegular } from '@fluentui/react-icons'
import type { ExamDto } from '../../../core/contract'
import type { CalciumScoreDto } from '../../../core/contract/calcium'
import { getOptional } from '../../../core/http/http'
import { useT } from '../../../ui/i18n/useT'
import { useQuery } from '../../../ui/query/useQuery'
import { calciumReportText } from '../../../ui/report/calcium/calciumText'
import type { ReportPanelContext } from '../../../ui/report/editor/ReportEditor'

/** A CT's calcium score (diagnos/calciumScoring), offered for insertion into the report when one was saved. */
function CalciumInsert({ exam, insert, editable }: { exam: ExamDto; insert(text: string): void; editable: boolean }) {
  const t = useT()
  const { data } = useQuery<CalciumScoreDto | null>(`api/calciumScore/${exam.id}`, (key) => getOptional<CalciumScoreDto>(key).catch(() => null))
  if (!data) return null
  return (
    <div>
      <Button icon={<HeartPulseRegular />} disabled={!editable} onClick={() => insert(calciumReportText(data))}>{t('reportEditor.actions.calcium')}</Button>
    </div>
  )
}

/** The editor's extra panel in this area: the calcium score of a CT. */
export function calciumPanel({ exam, insert, editable }: ReportPanelContext) {
  return exam.modality === 'CT' ? <CalciumInsert exam={exam} insert={insert} editable={editable} /> : null
}
