import { Button, Field, Input, Spinner } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import type { ExamDto, Page } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { useCalciumStyles } from './calciumScoring.styles'

/** Props of the exam picker. */
export interface ExamPickerProps {
  selected: number | null
  onSelect: (exam: ExamDto) => void
}

/**
 * The CT exams of the caller's scope that have images (examined or later), newest first, searchable by exam number,
 * patient name or id: the exam to score is chosen here. Each exam is a toggle button (pressed when chosen).
 *
 * @example
 * <ExamPicker selected={examineId} onSelect={(exam) => setExamineId(exam.id)} />
 */
export function ExamPicker({ selected, onSelect }: ExamPickerProps) {
  const t = useT()
  const styles = useCalciumStyles()
  const [search, setSearch] = useState('')
  const [blurry, setBlurry] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setBlurry(search.trim()), 250)
    return () => clearTimeout(timer)
  }, [search])
  const params = { modality: 'CT', status: '2,3,4,5,6', page: 0, size: 30, ...(blurry ? { blurry } : {}) }
  const key = `calciumScoring:exams?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`
  const { data, loading } = useQuery(key, () => http.get<Page<ExamDto>>('api/exams', params))
  const exams = data?.content ?? []
  return (
    <section className={styles.picker} aria-labelledby="calcium-exams">
      <h2 id="calcium-exams" className={styles.heading}>{t('diagnosis.calcium.exams')}</h2>
      <Field label={t('diagnosis.calcium.search')} hint={t('diagnosis.calcium.searchHint')}>
        <Input type="search" value={search} onChange={(_e, d) => setSearch(d.value)} />
      </Field>
      {loading && !data ? <Spinner size="tiny" label={t('diagnosis.calcium.loadingExams')} /> : null}
      {data && !exams.length ? <p role="status">{t('diagnosis.calcium.noExams')}</p> : null}
      <ul className={styles.pickerList}>
        {exams.map((exam) => (
          <li key={exam.id}>
            <Button
              className={styles.pickerButton}
              appearance={exam.id === selected ? 'primary' : 'subtle'}
              aria-pressed={exam.id === selected}
              onClick={() => onSelect(exam)}
            >
              {`${exam.patientName} · ${exam.examNo} · ${exam.examItem}`}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
