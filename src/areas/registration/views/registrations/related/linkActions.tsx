import { Badge, Button, makeStyles, tokens, ToolbarButton } from '@fluentui/react-components'
import { LinkDismissRegular, LinkRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import type { ExamDto } from '../../../../../core/contract'
import type { ExamLinkResult } from '../../../../../core/contract/related'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { ExamStatusTag } from '../../../worklist/ExamStatusTag'
import { focusInGrid } from './focusInGrid'
import { ReasonDialog } from './ReasonDialog'
import { OPTIONAL_REASON, REQUIRED_REASON } from './reasonForms'

const useLinkStyles = makeStyles({
  group: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
})

/** Who may link, unlink, merge and undo. */
export const CHANGE = ['admin', 'registration:edit'] as const

/**
 * The exam item, with the status tag of an exam that can no longer be linked (voided or cancelled): the patient's list
 * beside the search has no room for a status column.
 */
export function examItemCell(exam: ExamDto) {
  return <ExamItem exam={exam} />
}

function ExamItem({ exam }: { exam: ExamDto }) {
  const styles = useLinkStyles()
  return (
    <span className={styles.group}>
      {exam.status === '7' || exam.status === '10' ? <ExamStatusTag exam={exam} /> : null}
      {exam.examItem}
    </span>
  )
}

/** The exam's link group as a tag, or nothing (the search list). */
export function linkGroupCell(exam: ExamDto) {
  return exam.linkGroup ? <Badge appearance="tint" color="brand" icon={<LinkRegular />}>{exam.linkGroup}</Badge> : null
}

/**
 * The exam's link group in the patient's list: the tag and, for those who may change it, the button dissolving the group
 * (in the cell, so the narrow list beside the search needs no actions column).
 */
export function linkGroupWithUnlinkCell(exam: ExamDto, context: ResourceContext<ExamDto>) {
  return exam.linkGroup ? <LinkGroup exam={exam} groupNo={exam.linkGroup} context={context} /> : null
}

function LinkGroup({ exam, groupNo, context }: { exam: ExamDto; groupNo: string; context: ResourceContext<ExamDto> }) {
  const styles = useLinkStyles()
  return (
    <span className={styles.group}>
      {linkGroupCell(exam)}
      <Unlink exam={exam} groupNo={groupNo} context={context} />
    </span>
  )
}

/** The toolbar's button of a patient's exams: link the ticked exams (two or more) into a new group. */
export function linkSelectedButton(context: ResourceContext<ExamDto>) {
  return <LinkSelected context={context} />
}

function LinkSelected({ context }: { context: ResourceContext<ExamDto> }) {
  const t = useT()
  const can = useCan(CHANGE)
  const [open, setOpen] = useState(false)
  const chosen = context.selected
  if (!can) return null
  return (
    <>
      <ToolbarButton appearance="primary" icon={<LinkRegular />} disabledFocusable={chosen.length < 2} onClick={() => setOpen(true)}>
        {t('resources.patientExams.link', { count: chosen.length })}
      </ToolbarButton>
      {open ? (
        <ReasonDialog
          title={t('resources.patientExams.linkTitle', { count: chosen.length, name: chosen[0]?.patientName ?? '' })}
          form={OPTIONAL_REASON}
          onSave={async (body) => {
            const result = await http.post<ExamLinkResult>('api/exams/link', { ...(body as object), examIds: chosen.map((exam) => exam.id) }, { silent: true })
            notify({ intent: 'success', message: t('resources.patientExams.linked', { groupNo: result.groupNo }), duration: 2500 })
          }}
          onSaved={() => {
            setOpen(false)
            context.list.select([])
            // The search list beside shows the new group too.
            invalidate(['api/exams'])
            void context.refresh()
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

function Unlink({ exam, groupNo, context }: { exam: ExamDto; groupNo: string; context: ResourceContext<ExamDto> }) {
  const t = useT()
  const can = useCan(CHANGE)
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (!can) return null
  const label = t('resources.patientExams.unlink', { groupNo, name: `${exam.examNo} ${exam.examItem}` })
  return (
    <>
      <Button ref={button} size="small" appearance="subtle" icon={<LinkDismissRegular />} aria-label={label} title={label} onClick={() => setOpen(true)} />
      {open ? (
        <ReasonDialog
          title={t('resources.patientExams.unlinkTitle', { groupNo })}
          form={REQUIRED_REASON}
          onSave={async (body) => {
            await http.post<ExamLinkResult>(`api/exams/link/${encodeURIComponent(groupNo)}/unlink`, body, { silent: true })
            notify({ intent: 'success', message: t('resources.patientExams.unlinked', { groupNo }), duration: 2500 })
          }}
          onSaved={() => {
            const grid = button.current?.closest('[role="grid"]')
            setOpen(false)
            // The focus goes back to this button first; the reload then takes the button away with the group, and the
            // table keeps the focus on the row's cell.
            invalidate(['api/exams'])
            void context.refresh().then(() => focusInGrid(grid))
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
