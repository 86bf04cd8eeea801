import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { ExamDto } from '../../../core/contract'
import { actionsFrom, EXAM_TRANSITIONS } from '../../../core/exam/lifecycle'
import { http } from '../../../core/http/http'
import { notify } from '../../../core/notify/notifications'
import { checkPermission } from '../../../core/permission'
import type { FormDeclaration } from '../../../core/resource/resource.types'
import { $roles } from '../../../core/session/stores'
import { useT } from '../../../ui/i18n/useT'
import type { ExamMoveOffer } from './examMove.types'
import { MoveDialog } from './MoveDialog'
import { REASON_FORM } from './reasonForm'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

/** Props of {@link ExamMoves}. */
export interface ExamMovesProps {
  exam: ExamDto
  /** The moves this worklist offers, in the order of their buttons. */
  moves: readonly ExamMoveOffer[]
  /** Reloads the list after a move, or after a refusal (to show the exam as it is now). */
  refresh: () => Promise<void>
}

/**
 * A row's moves: of the moves a worklist offers, those the exam's status allows (one transition table) and the user
 * holds the permission for, as icon buttons named after the move and the exam. A move that asks something first opens
 * its dialog; the others are made at once. Every move is followed by the list.
 *
 * @example
 * <ExamMoves exam={exam} moves={[{ action: 'checkIn', permission: ['admin', 'registration:edit'], icon: CheckmarkRegular }]} refresh={refresh} />
 */
export function ExamMoves({ exam, moves, refresh }: ExamMovesProps) {
  const t = useT()
  const styles = useStyles()
  const held = useStore($roles)
  const [asking, setAsking] = useState<{ move: ExamMoveOffer; form: FormDeclaration<ExamDto> } | null>(null)
  const [busy, setBusy] = useState(false)
  const open = new Set(actionsFrom(exam.status))
  const offered = moves.filter((move) => open.has(move.action) && checkPermission(move.permission, held))
  if (offered.length === 0) return null
  const name = `${exam.patientName} ${exam.examNo}`

  const moved = async (move: ExamMoveOffer, answer: ExamDto) => {
    if (move.onDone) move.onDone(answer)
    else notify({ intent: 'success', message: t(`registration.worklist.done.${move.action}`, { name }), duration: 2500 })
    await refresh()
  }
  // A move that asks nothing: a refusal is said by the HTTP module (a 409 names the status the exam has meanwhile)
  // and the list shows the exam as it is now.
  const moveNow = async (move: ExamMoveOffer) => {
    setBusy(true)
    try {
      await moved(move, await http.post<ExamDto>(`api/exams/${exam.id}/${move.action}`))
    } catch {
      await refresh()
    } finally {
      setBusy(false)
    }
  }
  const formOf = (move: ExamMoveOffer) => move.form?.(exam) ?? (EXAM_TRANSITIONS[move.action].reason ? REASON_FORM : null)

  return (
    <span className={styles.actions}>
      {offered.map((move) => {
        const label = t(`registration.worklist.actions.${move.action}`, { name })
        const Icon = move.icon
        return (
          <Button
            key={move.action}
            size="small"
            appearance="subtle"
            icon={<Icon />}
            disabled={busy}
            aria-label={label}
            title={label}
            onClick={() => {
              const form = formOf(move)
              if (form) setAsking({ move, form })
              else void moveNow(move)
            }}
          />
        )
      })}
      {asking ? (
        <MoveDialog
          title={t(`registration.worklist.actions.${asking.move.action}`, { name })}
          form={asking.form}
          onSave={async (body) => {
            // A refusal rejects: the dialog stays open with the server's message and what was typed.
            await moved(asking.move, await http.post<ExamDto>(`api/exams/${exam.id}/${asking.move.action}`, body, { silent: true }))
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </span>
  )
}
