import type { ExamDto } from '../contract/exam'

/**
 * Whether an exam has images to show: a study the server stores (`studyId`, the embedded images), or images that
 * arrived in the hospital's PACS (`imageCount`, issue 16), which have no `studyId` — the viewer finds them in the
 * archive by the exam's Study Instance UID or accession number. The one rule every "images" button and option follows
 * (the server's twin: `examHasImages` in demo/server/models/exams.ts).
 *
 * @example
 * <Button disabled={!hasImages(exam)}>Images</Button>
 */
export function hasImages(exam: Pick<ExamDto, 'studyId' | 'imageCount'>): boolean {
  return (exam.studyId !== undefined && exam.studyId !== null) || exam.imageCount > 0
}
