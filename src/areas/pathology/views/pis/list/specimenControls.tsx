import { Dropdown, Input, Option } from '@fluentui/react-components'
import type { BiopsyDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'

/** A date and time to the minute (`yyyy-MM-ddTHH:mm`), the browser's own picker; the form's Field labels it. */
export function DateTimeInput({ value, onChange }: { value: unknown; onChange: (value: unknown) => void }) {
  const { control } = useDensity()
  return <Input type="datetime-local" size={control} value={typeof value === 'string' ? value : ''} onChange={(_e, d) => onChange(d.value)} />
}

/**
 * The biopsies of the chosen source exam (`GET api/biopsy?examineId=N`): site, pieces and bottle number; one already
 * made into another specimen cannot be chosen. Without a source exam there is nothing to choose.
 */
export function BiopsyPicker({ value, onChange, sourceExamId, specimenId }: {
  value: unknown
  onChange: (value: unknown) => void
  sourceExamId: unknown
  /** The specimen being edited (its own biopsy stays choosable). */
  specimenId: number | null
}) {
  const t = useT()
  const { control } = useDensity()
  const examId = sourceExamId === null || sourceExamId === undefined || sourceExamId === '' ? null : String(sourceExamId)
  const biopsies = useQuery(examId ? `api/biopsy?examineId=${examId}` : null, (key) => http.get<BiopsyDto[]>(key))
  const list = biopsies.data ?? []
  const selected = value === null || value === undefined || value === '' ? '' : String(value)
  const label = (b: BiopsyDto) => t('resources.specimen.biopsyOption', { site: b.site, pieces: b.pieces, bottleNo: b.bottleNo })
  const chosen = list.find((b) => String(b.id) === selected)
  return (
    <Dropdown
      size={control}
      disabled={!examId}
      placeholder={examId ? (biopsies.loading ? t('resources.specimen.biopsyLoading') : list.length ? t('resources.specimen.biopsyNone') : t('resources.specimen.biopsyEmpty')) : t('resources.specimen.biopsyNeedsSource')}
      selectedOptions={selected ? [selected] : ['']}
      value={chosen ? label(chosen) : ''}
      onOptionSelect={(_e, d) => onChange(d.optionValue ? d.optionValue : null)}
    >
      <Option value="" text={t('resources.specimen.biopsyNone')}>{t('resources.specimen.biopsyNone')}</Option>
      {list.map((b) => (
        <Option key={b.id} value={String(b.id)} text={label(b)} disabled={b.specimenId !== null && b.specimenId !== specimenId}>
          {b.specimenId !== null && b.specimenId !== specimenId ? t('resources.specimen.biopsyTaken', { label: label(b) }) : label(b)}
        </Option>
      ))}
    </Dropdown>
  )
}
