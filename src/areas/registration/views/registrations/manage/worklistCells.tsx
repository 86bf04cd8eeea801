import { Badge, Button, makeStyles, mergeClasses, tokens, type BadgeProps } from '@fluentui/react-components'
import { CheckmarkRegular, DeleteDismissRegular, DismissCircleRegular } from '@fluentui/react-icons'
import { useState, type ReactElement } from 'react'
import type { ExamDto } from '../../../../../core/contract'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { actionsFrom, EXAM_STATUS_TONES, EXAM_TRANSITIONS, type ExamAction, type ExamStatusTone } from '../../../../../core/exam/lifecycle'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useDict } from '../../../../../ui/dict/useDict'
import { FormDialog } from '../../../../../ui/form/FormDialog'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  struck: { textDecorationLine: 'line-through' },
  patient: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

/** Fluent's badge for each tone of the lifecycle (ris-domain §1.6: grey waiting, blues under way, green done, red problems). */
const BADGES: Record<ExamStatusTone, Pick<BadgeProps, 'color' | 'appearance'>> = {
  grey: { color: 'informative', appearance: 'tint' },
  blue: { color: 'brand', appearance: 'tint' },
  cyan: { color: 'brand', appearance: 'outline' },
  geekblue: { color: 'brand', appearance: 'filled' },
  orange: { color: 'warning', appearance: 'tint' },
  red: { color: 'danger', appearance: 'outline' },
  green: { color: 'success', appearance: 'tint' },
  purple: { color: 'success', appearance: 'outline' },
  struck: { color: 'informative', appearance: 'outline' },
}

function Status({ exam }: { exam: ExamDto }) {
  const styles = useStyles()
  const { labels } = useDict('exam_status')
  const tone = EXAM_STATUS_TONES[exam.status] ?? 'grey'
  return (
    <Badge {...BADGES[tone]} className={mergeClasses(tone === 'struck' && styles.struck)}>
      {labels[exam.status] ?? exam.status}
    </Badge>
  )
}

/** The exam's status as a tag in its lifecycle tone. */
export function statusCell(exam: ExamDto) {
  return <Status exam={exam} />
}

function Patient({ exam }: { exam: ExamDto }) {
  const styles = useStyles()
  const t = useT()
  return (
    <span className={styles.patient}>
      {exam.patientName}
      {exam.urgency !== '0' ? (
        <Badge color="danger" appearance="filled" size="small" title={t('resources.worklist.emergency')}>
          {t('resources.worklist.emergencyShort')}
        </Badge>
      ) : null}
      {exam.critical ? (
        <Badge color="danger" appearance="outline" size="small">
          {t('resources.worklist.critical')}
        </Badge>
      ) : null}
    </span>
  )
}

/** The patient's name with an emergency mark and a critical-value mark, independent of the status. */
export function patientCell(exam: ExamDto) {
  return <Patient exam={exam} />
}

/** The registrar's moves on this list, the permission each needs, and its icon. */
const MOVES: { action: ExamAction; permission: readonly string[]; icon: ReactElement }[] = [
  { action: 'checkIn', permission: ['admin', 'registration:edit'], icon: <CheckmarkRegular /> },
  { action: 'cancel', permission: ['admin', 'registration:edit'], icon: <DismissCircleRegular /> },
  { action: 'void', permission: ['admin', 'registration:del'], icon: <DeleteDismissRegular /> },
]

/** The reason a cancel or void asks for: the kit's form, so a refusal stays in the dialog with the server's words. */
const REASON_FORM: FormDeclaration<ExamDto> = {
  defaults: { reason: '' },
  fields: [{ name: 'reason', kind: 'textarea', required: true, maxLength: 500 }],
  size: 'small',
}

function ReasonDialog({ title, onSave, onClose }: { title: string; onSave: (reason: string) => Promise<void>; onClose: () => void }) {
  const form = useFormController(REASON_FORM, 'add', null, (body) => onSave(String((body as { reason: string }).reason).trim()))
  return <FormDialog open title={title} form={form} labelPrefix="resources.worklist.fields." size="small" onClose={onClose} onSaved={onClose} />
}

function Actions({ exam, context }: { exam: ExamDto; context: ResourceContext<ExamDto> }) {
  const t = useT()
  const styles = useStyles()
  const canEdit = useCan(MOVES[0]!.permission)
  const canVoid = useCan(MOVES[2]!.permission)
  const [asking, setAsking] = useState<ExamAction | null>(null)
  const [busy, setBusy] = useState(false)
  const open = new Set(actionsFrom(exam.status))
  const offered = MOVES.filter((move) => open.has(move.action) && (move.action === 'void' ? canVoid : canEdit))
  if (offered.length === 0) return null
  const name = `${exam.patientName} ${exam.examNo}`

  const moved = async (action: ExamAction) => {
    notify({ intent: 'success', message: t(`resources.worklist.done.${action}`, { name }), duration: 2500 })
    await context.refresh()
  }
  // Check-in needs nothing more; a refusal is said by the HTTP module (a 409 names the status the exam has meanwhile)
  // and the list shows the exam as it is now.
  const checkIn = async (action: ExamAction) => {
    setBusy(true)
    try {
      await http.post(`api/exams/${exam.id}/${action}`)
      await moved(action)
    } catch {
      await context.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={styles.actions}>
      {offered.map((move) => {
        const label = t(`resources.worklist.actions.${move.action}`, { name })
        return (
          <Button
            key={move.action}
            size="small"
            appearance="subtle"
            icon={move.icon}
            disabled={busy}
            aria-label={label}
            title={label}
            onClick={() => (EXAM_TRANSITIONS[move.action].reason ? setAsking(move.action) : void checkIn(move.action))}
          />
        )
      })}
      {asking ? (
        <ReasonDialog
          title={t(`resources.worklist.actions.${asking}`, { name })}
          onSave={async (reason) => {
            // A refusal rejects: the dialog stays open with the server's message and the typed reason.
            await http.post(`api/exams/${exam.id}/${asking}`, { reason }, { silent: true })
            await moved(asking)
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </span>
  )
}

/** Check in, cancel and void, as the exam's status and the user's permissions allow. */
export function examActions(exam: ExamDto, context: ResourceContext<ExamDto>) {
  return <Actions exam={exam} context={context} />
}
