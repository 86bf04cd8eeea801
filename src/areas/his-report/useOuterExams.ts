import { useEffect, useState } from 'react'
import type { ExamDto } from '../../core/contract'
import { outerRequest } from '../../core/report/outerRequest'
import type { OuterCredentials } from '../../core/report/outerSession'

/** The patient's exams as the outer session may see them. */
export type ExamsState = { status: 'loading' } | { status: 'ready'; exams: ExamDto[] } | { status: 'failed'; message: string }

/** Patient identifiers of the external pages. */
export interface PatientRef {
  patientId?: string | undefined
  hisPatientId?: string | undefined
}

/**
 * Loads a patient's exams (`GET api/outer/exams?patientId=|hisPatientId=`) with the outer session, newest first.
 *
 * @example
 * const exams = useOuterExams(credentials, { hisPatientId: 'H0001' })
 */
export function useOuterExams(credentials: OuterCredentials, patient: PatientRef): ExamsState {
  const [state, setState] = useState<ExamsState>({ status: 'loading' })
  const { patientId, hisPatientId } = patient
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    outerRequest<unknown>(credentials, { url: 'api/outer/exams', params: patientId ? { patientId } : { hisPatientId } })
      .then((answer) => {
        if (!live) return
        const exams = Array.isArray(answer) ? (answer as ExamDto[]) : []
        const time = (exam: ExamDto): string => exam.examTime ?? exam.registerTime ?? ''
        setState({ status: 'ready', exams: [...exams].sort((a, b) => time(b).localeCompare(time(a))) })
      })
      .catch((failure: unknown) => live && setState({ status: 'failed', message: failure instanceof Error ? failure.message : String(failure) }))
    return () => {
      live = false
    }
  }, [credentials, patientId, hisPatientId])
  return state
}

/**
 * Whether an outer caller can open the exam's report: a report exists and it is not a draft or a rejected one.
 *
 * @example
 * exams.filter(hasVisibleReport)
 */
export function hasVisibleReport(exam: ExamDto): boolean {
  return exam.reportId !== undefined && exam.reportId !== null && ['3', '4', '5', '7'].includes(exam.status)
}
