import { Dropdown, Option } from '@fluentui/react-components'
import type { FollowupSpecimenOption } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'

/**
 * The pathology result a record links (`GET api/followup/cases/{examineId}/specimens`): a final or amended specimen of
 * the case's patient, shown by number and diagnosis. Choosing one fills the record's result with its diagnosis and its
 * method with "pathology system"; the form's Field labels the control.
 */
export function SpecimenPicker({ examineId, value, onChange, setValue }: {
  examineId: number
  value: unknown
  onChange: (value: unknown) => void
  setValue: (name: string, value: unknown) => void
}) {
  const t = useT()
  const { control } = useDensity()
  const specimens = useQuery(`api/followup/cases/${examineId}/specimens`, (key) => http.get<FollowupSpecimenOption[]>(key))
  const list = specimens.data ?? []
  const selected = value === null || value === undefined || value === '' ? '' : String(value)
  const label = (s: FollowupSpecimenOption) => t('resources.followupRecord.specimenOption', { no: s.specimenNo, diagnosis: s.diagnosis })
  const chosen = list.find((s) => String(s.id) === selected)
  return (
    <Dropdown
      size={control}
      placeholder={specimens.loading ? t('resources.followupRecord.specimenLoading') : list.length ? t('resources.followupRecord.specimenNone') : t('resources.followupRecord.specimenEmpty')}
      selectedOptions={selected ? [selected] : ['']}
      value={chosen ? label(chosen) : ''}
      onOptionSelect={(_e, d) => {
        const specimen = list.find((s) => String(s.id) === d.optionValue)
        onChange(specimen ? specimen.id : null)
        if (specimen) {
          setValue('result', specimen.diagnosis)
          setValue('method', 'pathology')
        }
      }}
    >
      <Option value="" text={t('resources.followupRecord.specimenNone')}>{t('resources.followupRecord.specimenNone')}</Option>
      {list.map((s) => (
        <Option key={s.id} value={String(s.id)} text={label(s)}>{label(s)}</Option>
      ))}
    </Dropdown>
  )
}
