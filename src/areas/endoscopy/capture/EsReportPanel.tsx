import { makeStyles, tokens } from '@fluentui/react-components'
import { useCallback, useEffect, useState } from 'react'
import type { ExamDto } from '../../../core/contract'
import type { EndoscopyCaptureDto } from '../../../core/contract/endoscopy'
import { getOptional } from '../../../core/http/http'
import { reportPermission } from '../../../core/report/reportFamily'
import { useMessages } from '../../../ui/i18n/useMessages'
import { useT } from '../../../ui/i18n/useT'
import { AbsentPart } from '../../../ui/notify/AbsentPart'
import { useCan } from '../../../ui/permission/useCan'
import { useQuery } from '../../../ui/query/useQuery'
import { capturesKey, uploadCapture } from './api'
import { BiopsyPanel } from './BiopsyPanel'
import { CapturePanel, type CapturedFrame } from './CapturePanel'
import { CaptureStrip } from './CaptureStrip'
import { captureMessages } from './messages'
import { endoscopyKindOf, ENDOSCOPY_SITES, type EndoscopyKind } from '../../../core/endoscopy/sites'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlockStart: tokens.spacingVerticalM },
})

/**
 * An exam's captured images as the page holds them: loaded from the server, then kept from the server's answers to
 * each change (upload, label, order, delete).
 */
export function useCaptures(examineId: number) {
  // null: the backend keeps no captures (it lacks the call).
  const { data, reload } = useQuery<EndoscopyCaptureDto[] | null>(capturesKey(examineId), (key) => getOptional<EndoscopyCaptureDto[]>(key))
  const [captures, setCaptures] = useState<EndoscopyCaptureDto[]>([])
  useEffect(() => {
    if (data) setCaptures(data)
  }, [data])
  const add = useCallback((capture: EndoscopyCaptureDto) => setCaptures((list) => [...list.filter((c) => c.id !== capture.id), capture]), [])
  return { captures, setCaptures, add, reload: () => void reload(), loaded: data !== undefined, absent: data === null }
}

/**
 * The endoscopy report's own panel (the report editor's `extraPanel`): live capture, the captured images with their
 * labels and print order, and the biopsy records with Insert.
 */
export function EsReportPanel({ exam, insert, editable: reportOpen, label }: { exam: ExamDto; insert(text: string): void; editable: boolean; label: string }) {
  useMessages(captureMessages)
  const styles = useStyles()
  // Captures and biopsies change with the report: while the endoscopist may write it and holds it.
  const editable = useCan(['admin', reportPermission(exam.modality, 'write')]) && reportOpen
  const { captures, setCaptures, add, reload, absent } = useCaptures(exam.id)
  const t = useT()
  const [kind, setKind] = useState<EndoscopyKind>(() => endoscopyKindOf(exam.examItem))
  const onCapture = useCallback(async (frame: CapturedFrame) => {
    add(await uploadCapture(exam.id, frame.blob))
  }, [add, exam.id])
  return (
    <section className={styles.root} aria-label={label} data-testid="es-panel">
      {absent ? <AbsentPart what={t('endoscopy.strip.name')} /> : (
        <>
          {editable ? <CapturePanel onCapture={onCapture} /> : null}
          <CaptureStrip examineId={exam.id} captures={captures} onChange={setCaptures} reload={reload} kind={kind} onKind={setKind} editable={editable} />
        </>
      )}
      <BiopsyPanel examineId={exam.id} sites={ENDOSCOPY_SITES[kind]} editable={editable} insert={insert} />
    </section>
  )
}
