import { useMemo, useRef } from 'react'
import { useMessages } from '../../i18n/useMessages'
import { ResourcePage } from '../../resource/ResourcePage'
import { readingMessages } from './messages'
import { readingWorklist, type ReadingWorklistOptions } from './readingWorklist'

/**
 * A reading worklist page: {@link readingWorklist}'s declaration rendered by the generic resource page, with the
 * worklist's own words loaded. The declaration is made once per list (name, modalities, source), so the preview and
 * the filters keep their state while the view re-renders; `openExam` may change freely.
 *
 * @example
 * <ReadingWorklistPage name="diagnos-out" modalities={['CT', 'MR']} source="out" openExam={(exam) => open(exam.id)} />
 */
export function ReadingWorklistPage(options: ReadingWorklistOptions) {
  useMessages(readingMessages)
  const open = useRef(options.openExam)
  open.current = options.openExam
  const { name, source, listPermissions } = options
  const modalities = options.modalities?.join(',')
  const permissions = listPermissions?.join(',')
  const view = useMemo(
    () =>
      readingWorklist({
        name,
        ...(modalities ? { modalities: modalities.split(',') } : {}),
        ...(source ? { source } : {}),
        ...(permissions ? { listPermissions: permissions.split(',') } : {}),
        openExam: (exam) => open.current(exam),
      }),
    [name, modalities, source, permissions],
  )
  return <ResourcePage view={view} />
}
