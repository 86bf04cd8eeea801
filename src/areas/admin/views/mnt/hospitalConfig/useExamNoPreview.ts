import { useEffect, useState } from 'react'
import type { ExamNoPreviewDto } from '../../../../../core/contract/hospital'
import { http } from '../../../../../core/http/http'
import { useQuery } from '../../../../../ui/query/useQuery'
import { hasOneSequence } from './useHospitalConfig'

/** How long typing pauses before the preview asks. */
const PAUSE_MS = 300

/**
 * The exam number a modality would get next under a format being typed: asked of the server (which knows the
 * sequences given so far) once typing pauses; null while the format cannot give numbers or the answer is awaited.
 *
 * @example
 * const next = useExamNoPreview('US', 'US{yyMMdd}{seq:4}') // 'US2506010043'
 */
export function useExamNoPreview(modality: string, format: string): string | null {
  const wanted = hasOneSequence(format) ? `api/hospitalConfig/examNo/preview?${new URLSearchParams({ modality, format })}` : null
  const [key, setKey] = useState<string | null>(wanted)
  useEffect(() => {
    const timer = setTimeout(() => setKey(wanted), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [wanted])
  const { data } = useQuery(key, (url) => http.get<ExamNoPreviewDto>(url, undefined, { silent: true }))
  return key === wanted && data && data.format === format ? data.next : null
}
