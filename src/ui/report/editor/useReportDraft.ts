import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReportDraftDto } from '../../../core/contract/report'
import { http } from '../../../core/http/http'
import { readLocalDraft, removeLocalDraft, storeDraftCopy, writeLocalDraft } from '../../../core/report/drafts'
import { $user } from '../../../core/session/stores'
import { sameReportText, type ReportText } from './reportText'

/** What the editor holds besides the text. */
export interface ReportFields extends ReportText {
  positive: boolean | null
  critical: boolean
  icdCodes: string[]
}

/** How often a changed draft is copied to the server while typing. */
const COPY_MS = 30_000

/**
 * The editor's fields for one exam, kept on every change in this browser (per user and exam) and copied to the server
 * every half minute while they change. `offer` is a stored draft (local or the server's copy, the newer) that differs
 * from the report as saved: the editor asks whether to restore it.
 *
 * @example
 * const draft = useReportDraft(exam.id, saved, report?.version ?? null, canWrite)
 */
export function useReportDraft(examineId: number, saved: ReportFields | null, baseVersion: number | null, enabled: boolean) {
  const user = useStore($user)?.username ?? ''
  const [fields, setFields] = useState<ReportFields | null>(null)
  const [offer, setOffer] = useState<ReportDraftDto | null>(null)
  const base = useRef<number | null>(baseVersion)
  const pendingCopy = useRef<ReportDraftDto | null>(null)
  const started = useRef<number | null>(null)

  // First sight of the exam: the saved report's fields.
  const shown = useRef<number | null>(null)
  useEffect(() => {
    if (!saved || shown.current === examineId) return
    shown.current = examineId
    base.current = baseVersion
    setFields(saved)
  }, [examineId, saved, baseVersion])

  // Then, once the user is known and may write here (the permissions can arrive after the report), the newer stored
  // draft is offered (never applied unasked).
  useEffect(() => {
    if (!saved || !enabled || !user || started.current === examineId) return
    started.current = examineId
    const local = readLocalDraft(user, examineId)
    let live = true
    let answered = false
    const consider = (candidates: (ReportDraftDto | null)[]) => {
      if (live) answered = true
      const newest = candidates.filter((d): d is ReportDraftDto => d !== null).sort((a, b) => b.savedAt - a.savedAt)[0]
      if (!live || !newest) return
      const differs = !sameReportText(newest, saved) || newest.positive !== saved.positive || newest.critical !== saved.critical
        || newest.icdCodes.join() !== saved.icdCodes.join()
      if (differs) setOffer(newest)
      else removeLocalDraft(user, examineId)
    }
    http.get<ReportDraftDto | null>(`api/reportDraft/${examineId}`, undefined, { silent: true })
      .then((server) => consider([local, server]), () => consider([local]))
    return () => {
      live = false
      // Changed before the server answered: consider the drafts again with what is current.
      if (!answered) started.current = null
    }
  }, [examineId, saved, enabled, user])

  const change = useCallback((patch: Partial<ReportFields>) => {
    setFields((current) => {
      if (!current) return current
      const next = { ...current, ...patch }
      if (enabled && user) {
        const draft: ReportDraftDto = { examineId, ...next, baseVersion: base.current, savedAt: Date.now() }
        writeLocalDraft(user, draft)
        pendingCopy.current = draft
      }
      return next
    })
  }, [examineId, enabled, user])

  // The server's copy, every half minute while the text changes (quietly: the local copy is what counts).
  useEffect(() => {
    if (!enabled) return undefined
    const timer = window.setInterval(() => {
      const draft = pendingCopy.current
      if (!draft) return
      pendingCopy.current = null
      storeDraftCopy(draft).catch(() => {
        pendingCopy.current ??= draft
      })
    }, COPY_MS)
    return () => window.clearInterval(timer)
  }, [enabled])

  /** Takes the offered draft into the editor (its base version with it: a changed report then shows as a conflict). */
  const restore = useCallback(() => {
    if (!offer) return
    base.current = offer.baseVersion
    setFields({ findings: offer.findings, impression: offer.impression, recommendation: offer.recommendation, positive: offer.positive, critical: offer.critical, icdCodes: offer.icdCodes })
    if (user) writeLocalDraft(user, offer)
    setOffer(null)
  }, [offer, user])

  /** Drops the stored drafts: the report as saved stays. */
  const discard = useCallback(() => {
    setOffer(null)
    if (user) removeLocalDraft(user, examineId)
    pendingCopy.current = null
    void http.del(`api/reportDraft/${examineId}`, undefined, { silent: true }).catch(() => undefined)
  }, [examineId, user])

  /**
   * After a save or submit of `sent`: the report holds that text now (the server dropped its copy in the same step).
   * What was typed meanwhile stays in the editor and in the local draft, rebased on the new version.
   */
  const settled = useCallback((sent: ReportFields, version: number) => {
    base.current = version
    pendingCopy.current = null
    setFields((current) => {
      if (!user || !current) return current
      const unchanged = sameReportText(current, sent) && current.positive === sent.positive && current.critical === sent.critical
        && current.icdCodes.join() === sent.icdCodes.join()
      if (unchanged) removeLocalDraft(user, examineId)
      else writeLocalDraft(user, { examineId, ...current, baseVersion: version, savedAt: Date.now() })
      return current
    })
  }, [examineId, user])

  /** Replaces the fields (the other version of a conflict, a reloaded report) and rebases on `version`. */
  const replace = useCallback((next: ReportFields, version: number | null) => {
    base.current = version
    setFields(next)
    if (enabled && user) writeLocalDraft(user, { examineId, ...next, baseVersion: version, savedAt: Date.now() })
  }, [examineId, enabled, user])

  return { fields, change, offer, restore, discard, settled, replace, baseVersion: () => base.current }
}
