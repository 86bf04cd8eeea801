import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components'
import { CheckmarkRegular, DeleteDismissRegular, DismissCircleRegular } from '@fluentui/react-icons'
import { useState, type FormEvent, type ReactElement } from 'react'
import type { ExamDto } from '../../../../../core/contract'
import { actionsFrom, EXAM_STATUS_TONES, EXAM_TRANSITIONS, type ExamAction, type ExamStatusTone } from '../../../../../core/exam/lifecycle'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useDict } from '../../../../../ui/dict/useDict'
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
  struck: { color: 'subtle', appearance: 'outline' },
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

function ReasonDialog({ exam, action, onDone }: { exam: ExamDto; action: ExamAction; onDone: (reason: string | null) => void }) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [error, setError] = useState(false)
  // Mounted while open: the row's button gets the focus back when it closes.
  useReturnFocus()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setError(true)
      return
    }
    onDone(reason.trim())
  }
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && onDone(null)}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{t(`resources.worklist.actions.${action}`, { name: `${exam.patientName} ${exam.examNo}` })}</DialogTitle>
            <DialogContent>
              <Field
                label={t('resources.worklist.reason')}
                required
                validationState={error ? 'error' : 'none'}
                validationMessage={error ? t('resources.worklist.reasonRequired') : undefined}
              >
                <Textarea value={reason} maxLength={500} onChange={(_e, data) => setReason(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => onDone(null)}>
                {t('resources.worklist.back')}
              </Button>
              <Button appearance="primary" type="submit">
                {t('resources.worklist.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
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

  const run = async (action: ExamAction, reason?: string) => {
    setBusy(true)
    try {
      await http.post(`api/exams/${exam.id}/${action}`, reason ? { reason } : undefined)
      notify({ intent: 'success', message: t(`resources.worklist.done.${action}`, { name }), duration: 2500 })
      await context.refresh()
    } catch {
      // The HTTP module said why (a 409 names the status the exam has meanwhile); the list shows it as it is now.
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
            onClick={() => (EXAM_TRANSITIONS[move.action].reason ? setAsking(move.action) : void run(move.action))}
          />
        )
      })}
      {asking ? (
        <ReasonDialog
          exam={exam}
          action={asking}
          onDone={(reason) => {
            setAsking(null)
            if (reason) void run(asking, reason)
          }}
        />
      ) : null}
    </span>
  )
}

/** Check in, cancel and void, as the exam's status and the user's permissions allow. */
export function examActions(exam: ExamDto, context: ResourceContext<ExamDto>) {
  return <Actions exam={exam} context={context} />
}
