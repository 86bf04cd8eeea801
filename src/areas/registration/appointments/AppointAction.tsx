import { Button } from '@fluentui/react-components'
import { CalendarAddRegular, CalendarArrowRightRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { ExamDto } from '../../../core/contract'
import { actionsFrom } from '../../../core/exam/lifecycle'
import { useT } from '../../../ui/i18n/useT'
import { useCan } from '../../../ui/permission/useCan'
import { AppointDialog } from './AppointDialog'

/** Who books and moves appointments: the registration desk. */
export const APPOINT_PERMISSION = ['admin', 'registration:edit'] as const

/**
 * A worklist row's 预约 / 改约: books a registered exam into a slot, or moves an appointed exam's booking, in the
 * {@link AppointDialog}; offered while the exam's status allows the `appoint` move and to the desk only.
 *
 * @example
 * <AppointAction exam={exam} />
 */
export function AppointAction({ exam }: { exam: ExamDto }) {
  const t = useT()
  const allowed = useCan(APPOINT_PERMISSION)
  const [open, setOpen] = useState(false)
  if (!allowed || !actionsFrom(exam.status).includes('appoint')) return null
  const name = `${exam.patientName} ${exam.examNo}`
  const label = t(exam.status === '9' ? 'registration.appointments.row.reschedule' : 'registration.appointments.row.book', { name })
  return (
    <>
      <Button
        size="small"
        appearance="subtle"
        icon={exam.status === '9' ? <CalendarArrowRightRegular /> : <CalendarAddRegular />}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      />
      {open ? <AppointDialog exam={exam} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
