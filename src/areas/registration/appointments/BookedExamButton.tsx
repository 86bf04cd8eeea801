import { Button, makeStyles, mergeClasses, Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components'
import { CalendarArrowRightRegular, CheckmarkRegular, DismissCircleRegular } from '@fluentui/react-icons'
import { useRef, type ReactElement } from 'react'
import type { AppointmentExamDto } from '../../../core/contract'
import { actionsFrom } from '../../../core/exam/lifecycle'
import { useT } from '../../../ui/i18n/useT'
import { ExamStatusTag } from '../worklist/ExamStatusTag'

const useStyles = makeStyles({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    maxWidth: '100%',
    paddingInline: tokens.spacingHorizontalXS,
    fontWeight: tokens.fontWeightRegular,
  },
  plain: { paddingBlock: tokens.spacingVerticalXXS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** What the desk does with a booked exam from the calendar. */
export type BookedExamAction = 'reschedule' | 'checkIn' | 'cancel'

/** Props of {@link BookedExamButton}. */
export interface BookedExamButtonProps {
  exam: AppointmentExamDto
  /** The user may book, move, check in and cancel (`registration:edit`). */
  canMove: boolean
  /** A menu item was chosen; `opener` is the patient's button (the focus comes back to it). */
  onAction: (action: BookedExamAction, exam: AppointmentExamDto, opener: HTMLElement | null) => void
}

/**
 * A patient booked into a slot: the name with the exam's status tag, as a button whose menu names the exam and offers
 * what its status allows — reschedule an appointed exam, check in, cancel. An exam nothing can be done with any more
 * (examined, reported) is shown without a button.
 *
 * @example
 * <BookedExamButton exam={exam} canMove onAction={(action, exam, opener) => …} />
 */
export function BookedExamButton({ exam, canMove, onAction }: BookedExamButtonProps) {
  const t = useT()
  const styles = useStyles()
  const button = useRef<HTMLButtonElement>(null)
  const open = new Set(actionsFrom(exam.status))
  const actions: { action: BookedExamAction; icon: ReactElement }[] = canMove
    ? [
        ...(exam.status === '9' && open.has('appoint') ? [{ action: 'reschedule' as const, icon: <CalendarArrowRightRegular /> }] : []),
        ...(open.has('checkIn') ? [{ action: 'checkIn' as const, icon: <CheckmarkRegular /> }] : []),
        ...(open.has('cancel') ? [{ action: 'cancel' as const, icon: <DismissCircleRegular /> }] : []),
      ]
    : []
  const content = (
    <>
      <span className={styles.name}>{exam.patientName}</span>
      <ExamStatusTag exam={exam} />
    </>
  )
  if (actions.length === 0) return <span className={mergeClasses(styles.chip, styles.plain)} title={`${exam.examNo} ${exam.examItem}`}>{content}</span>
  return (
    <Menu positioning="below-start">
      <MenuTrigger>
        <Button ref={button} size="small" appearance="subtle" className={styles.chip} title={`${exam.examNo} ${exam.examItem}`} data-exam={exam.id}>
          {content}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('registration.appointments.menu.label', { name: `${exam.patientName} ${exam.examNo}` })}>
          <MenuGroup>
            <MenuGroupHeader>{t('registration.appointments.calendar.exam', { name: exam.patientName, examNo: exam.examNo, item: exam.examItem })}</MenuGroupHeader>
            {actions.map(({ action, icon }) => (
              <MenuItem key={action} icon={icon} onClick={() => onAction(action, exam, button.current)}>
                {t(`registration.appointments.menu.${action}`)}
              </MenuItem>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
