import { useEffect, useState } from 'react'
import type { ExamDto, Page } from '../../../../../core/contract'
import { toWireDate } from '../../../../../core/format/time'
import { http } from '../../../../../core/http/http'
import { useQuery } from '../../../../../ui/query/useQuery'

/** The patient type of physical-exam patients (`patient_type` dictionary: 体检). */
const PHYSICAL_EXAM = '3'

/** The list query of the batch: today's examined physical-exam ultrasound exams, in the order they were registered. */
export function peBatchKey(day: string): string {
  return `api/exams?modality=US&status=2&patientType=${PHYSICAL_EXAM}&from=${day}&to=${day}&size=1000&sort=registerTime,asc`
}

/**
 * The physical-exam batch of the day: today's ultrasound exams of physical-exam patients that are examined and have no
 * report yet (`GET api/exams` with its status, modality, patient-type and day filters; the type is checked here again for a
 * backend that ignores that filter), and those
 * left out because a draft report exists (they belong to the report editor). The batch is a snapshot: an exam stays in
 * it once confirmed (the list behind it then leaves it out), and `reload()` adds exams examined since.
 *
 * @example
 * const { exams, drafts, loading } = usePeBatch()
 */
export function usePeBatch() {
  const [day] = useState(() => toWireDate(new Date()))
  const { data, error, loading, reload } = useQuery(peBatchKey(day), (key) => http.get<Page<ExamDto>>(key))
  const [exams, setExams] = useState<ExamDto[]>([])
  const [drafts, setDrafts] = useState(0)
  useEffect(() => {
    // Only a fresh answer: a cached one (shown while it reloads) may still list exams reported since.
    if (!data || loading) return
    const physical = data.content.filter((exam) => exam.patientType === PHYSICAL_EXAM && exam.modality === 'US')
    const fresh = physical.filter((exam) => exam.reportId === undefined)
    setDrafts(physical.length - fresh.length)
    setExams((kept) => {
      const known = new Set(kept.map((exam) => exam.id))
      const added = fresh.filter((exam) => !known.has(exam.id))
      return added.length ? [...kept, ...added] : kept
    })
  }, [data, loading])
  return { exams, drafts, error, loading: loading && exams.length === 0, reload }
}
