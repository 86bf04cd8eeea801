import type { ReportDraftDto } from '../contract/report'
import { HttpError, request } from '../http'
import { readStorage, writeStorage } from '../storage'

/**
 * Report drafts kept in the browser (local storage, so a reload, a closed tab or a crash loses nothing), one per user
 * and exam. They belong to the user who typed them: another user on the same workstation never reads them, and an
 * explicit logout stores them on the server (`PUT api/reportDraft/{id}`) and then removes them here.
 */
const PREFIX = 'clinic-report-draft:'

function keyOf(user: string, examineId: number): string {
  return `${PREFIX}${user}:${examineId}`
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function parse(raw: string | null): ReportDraftDto | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ReportDraftDto>
    if (typeof value.examineId !== 'number' || typeof value.findings !== 'string' || typeof value.impression !== 'string') return null
    return {
      examineId: value.examineId,
      findings: value.findings,
      impression: value.impression,
      recommendation: typeof value.recommendation === 'string' ? value.recommendation : '',
      positive: typeof value.positive === 'boolean' ? value.positive : null,
      critical: value.critical === true,
      icdCodes: Array.isArray(value.icdCodes) ? value.icdCodes.filter((code): code is string => typeof code === 'string') : [],
      baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : 0,
    }
  } catch {
    return null
  }
}

/**
 * The user's draft of an exam's report kept in this browser, or null (none, or unreadable).
 *
 * @example
 * const draft = readLocalDraft('fangshe', 12)
 */
export function readLocalDraft(user: string, examineId: number): ReportDraftDto | null {
  return parse(readStorage('local', keyOf(user, examineId)))
}

/**
 * Keeps the user's draft of an exam's report in this browser (every keystroke: a few microseconds for a long report).
 *
 * @example
 * writeLocalDraft('fangshe', { examineId: 12, findings, impression, ... })
 */
export function writeLocalDraft(user: string, draft: ReportDraftDto): void {
  writeStorage('local', keyOf(user, draft.examineId), JSON.stringify(draft))
}

/** Removes the user's draft of an exam's report from this browser (saved, submitted or discarded). */
export function removeLocalDraft(user: string, examineId: number): void {
  writeStorage('local', keyOf(user, examineId), null)
}

/**
 * Every draft of the user kept in this browser.
 *
 * @example
 * listLocalDrafts('fangshe').length // 2
 */
export function listLocalDrafts(user: string): ReportDraftDto[] {
  const store = storage()
  if (!store) return []
  const prefix = `${PREFIX}${user}:`
  const drafts: ReportDraftDto[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key?.startsWith(prefix)) {
      const draft = parse(store.getItem(key))
      if (draft) drafts.push(draft)
    }
  }
  return drafts
}

/**
 * Copies a draft to the server (`PUT api/reportDraft/{id}`), quietly: the caller decides what a failure means.
 *
 * @example
 * await storeDraftCopy(draft)
 */
export async function storeDraftCopy(draft: ReportDraftDto): Promise<void> {
  const { examineId, ...body } = draft
  await request({ method: 'put', url: `api/reportDraft/${examineId}`, data: body, silent: true })
}

/**
 * Before an explicit logout: stores each of the user's drafts on the server, then removes it from this browser. A
 * draft the server could not take for now (a dropped network, a server error) stays here rather than being lost; the
 * count of those is returned. One the server refuses for good (the exam gone or no longer his to write) is removed.
 *
 * @example
 * const kept = await moveDraftsToServer('fangshe')
 */
export async function moveDraftsToServer(user: string): Promise<number> {
  let kept = 0
  for (const draft of listLocalDrafts(user)) {
    try {
      await storeDraftCopy(draft)
      removeLocalDraft(user, draft.examineId)
    } catch (error) {
      const refused = error instanceof HttpError && error.status !== undefined && [400, 403, 404].includes(error.status)
      if (refused) removeLocalDraft(user, draft.examineId)
      else kept++
    }
  }
  return kept
}
