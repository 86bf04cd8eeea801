import {
  Caption1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Title3,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  ToolbarRadioButton,
  ToolbarRadioGroup,
  tokens,
} from '@fluentui/react-components'
import { CalendarSettingsRegular, CalendarTodayRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import type { MapStore } from 'nanostores'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AppointmentExamDto, AppointmentSlotDto, AppointmentSlotsDto, ExamDto } from '../../../core/contract'
import { toWireDate } from '../../../core/format/time'
import { reloadOnExamEvents } from '../../../core/http/eventStream'
import { http } from '../../../core/http/http'
import { notify } from '../../../core/notify/notifications'
import { invalidate } from '../../../core/query/query'
import { listKey } from '../../../core/resource/listParams'
import { useDensity } from '../../../ui/density/useDensity'
import { useT } from '../../../ui/i18n/useT'
import { useCan } from '../../../ui/permission/useCan'
import { useQuery } from '../../../ui/query/useQuery'
import { MoveDialog } from '../worklist/MoveDialog'
import { REASON_FORM } from '../worklist/reasonForm'
import { APPOINT_PERMISSION } from './AppointAction'
import { AppointDialog } from './AppointDialog'
import { BookDialog } from './BookDialog'
import { ScheduleDialog } from './ScheduleDialog'
import type { BookedExamAction } from './BookedExamButton'
import { monthDay, shiftAnchor, spanDays, type CalendarSpan } from './calendarDates'
import type { CalendarPosition } from './calendarState'
import { FocusReturn } from './FocusReturn'
import { SlotGrid } from './SlotGrid'
import { useDeskDevices } from './useDeskDevices'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  select: { minWidth: '10em' },
  device: { minWidth: '16em' },
  range: { alignSelf: 'center', fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  hint: { color: tokens.colorNeutralForeground2 },
})

/** What the calendar's dialog is doing. */
type CalendarDialog =
  | { kind: 'book'; slot: AppointmentSlotDto }
  | { kind: 'reschedule' | 'cancel'; exam: AppointmentExamDto; slot: AppointmentSlotDto }

/** Props of {@link AppointmentCalendar}. */
export interface AppointmentCalendarProps {
  /** Where the calendar stands (kept by the view, so that it survives the tab being switched). */
  $position: MapStore<CalendarPosition>
}

/**
 * The appointment calendar (预约日历) of the registration desk: a device of one of the desk's modalities, a day or a
 * week (previous, next, today), and its slots as a grid — places taken, full slots visibly full and not offered, the
 * booked patients as buttons. A free slot books one of the modality's registered exams; a booked patient's menu
 * reschedules, checks in or cancels (with a reason). The grid follows the server's event stream (another desk's
 * booking shows by itself), and the focus goes back to the button or slot a dialog came from.
 *
 * @example
 * const [$position] = useState(() => createCalendarPosition()); <AppointmentCalendar $position={$position} />
 */
export function AppointmentCalendar({ $position }: AppointmentCalendarProps) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const position = useStore($position)
  const canBook = useCan(APPOINT_PERMISSION)
  const [scheduling, setScheduling] = useState(false)
  const today = useMemo(() => toWireDate(new Date()), [])
  const { modalities, devices, error } = useDeskDevices(position.modality)

  // The modality and device shown: the chosen ones while they exist, else ultrasound (most of a maternity hospital's
  // bookings) or the first, and the modality's first device.
  const modality = modalities?.some((m) => m.code === position.modality) ? position.modality
    : ((modalities?.find((m) => m.code === 'US') ?? modalities?.[0])?.code ?? null)
  useEffect(() => {
    if (modality !== null && modality !== position.modality) $position.setKey('modality', modality)
  }, [modality, position.modality, $position])
  const device = devices?.find((d) => d.id === position.deviceId) ?? devices?.[0]
  const days = spanDays(position.anchor, position.span)
  const from = days[0]!
  const to = days[days.length - 1]!
  const slots = useQuery(device && modality === position.modality ? listKey('api/appointments/slots', { deviceId: device.id, from, to }) : null,
    (key) => http.get<AppointmentSlotsDto>(key), { keepPrevious: true })
  useEffect(() => reloadOnExamEvents(['api/appointments/slots']), [])

  const gridRef = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const returnFocus = useCallback(
    () => (opener.current?.isConnected ? opener.current : gridRef.current?.querySelector<HTMLElement>('[data-cell][tabindex="0"]')),
    [],
  )
  const [dialog, setDialog] = useState<CalendarDialog | null>(null)
  const close = useCallback(() => setDialog(null), [])

  const checkIn = async (exam: AppointmentExamDto) => {
    try {
      await http.post<ExamDto>(`api/exams/${exam.id}/checkIn`)
      notify({ intent: 'success', message: t('registration.worklist.done.checkIn', { name: `${exam.patientName} ${exam.examNo}` }), duration: 2500 })
    } catch {
      // The HTTP module said why (a 409 names the status the exam has meanwhile); the grid shows it as it is now.
    } finally {
      invalidate(['api/appointments/slots', 'api/exams'])
    }
  }
  const onExam = (action: BookedExamAction, exam: AppointmentExamDto, slot: AppointmentSlotDto, from: HTMLElement | null) => {
    opener.current = from
    if (action === 'checkIn') void checkIn(exam)
    else setDialog({ kind: action, exam, slot })
  }

  const setSpan = (span: CalendarSpan) => $position.setKey('span', span)
  const shift = (direction: -1 | 1) => $position.setKey('anchor', shiftAnchor(position.anchor, position.span, direction))
  const range = from === to ? from : t('registration.appointments.calendar.range', { from, to: monthDay(to) })
  const week = position.span === 'week'

  const title = t('registration.appointments.calendar.title')
  let body
  if (error) {
    body = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('registration.appointments.calendar.failed', { message: error instanceof Error ? error.message : String(error) })}</MessageBarBody>
      </MessageBar>
    )
  } else if (modalities && modalities.length === 0) {
    body = <Caption1 className={styles.hint}>{t('registration.appointments.calendar.noModality')}</Caption1>
  } else if (devices && devices.length === 0) {
    body = <Caption1 className={styles.hint}>{t('registration.appointments.calendar.noDevice')}</Caption1>
  } else if (slots.error && !slots.data) {
    body = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>
          {t('registration.appointments.calendar.failed', { message: slots.error instanceof Error ? slots.error.message : String(slots.error) })}
        </MessageBarBody>
      </MessageBar>
    )
  } else if (!slots.data || !device) {
    body = <Spinner size="small" label={t('registration.appointments.calendar.loading')} />
  } else {
    body = (
      <SlotGrid
        data={slots.data}
        today={today}
        label={t('registration.appointments.calendar.grid', { device: slots.data.deviceName, range })}
        canBook={canBook}
        gridRef={gridRef}
        onBook={(slot, from) => {
          opener.current = from
          setDialog({ kind: 'book', slot })
        }}
        onExam={onExam}
      />
    )
  }

  return (
    <section className={styles.page} aria-label={title}>
      <Title3 as="h1" className={styles.heading}>
        {title}
      </Title3>
      <div className={styles.bar}>
        <Field label={t('registration.appointments.calendar.modality')} size={control}>
          <Select
            className={styles.select}
            value={modality ?? ''}
            onChange={(_e, data) => {
              $position.setKey('modality', data.value)
              $position.setKey('deviceId', null)
            }}
          >
            {(modalities ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {`${m.code} ${m.name}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('registration.appointments.calendar.device')} size={control}>
          <Select className={styles.device} value={device ? String(device.id) : ''} onChange={(_e, data) => $position.setKey('deviceId', Number(data.value))}>
            {(devices ?? []).map((d) => (
              <option key={d.id} value={String(d.id)}>
                {d.name}
              </option>
            ))}
          </Select>
        </Field>
        <Toolbar
          aria-label={t('registration.appointments.calendar.toolbar')}
          size={control === 'large' ? 'large' : control}
          checkedValues={{ span: [position.span] }}
          onCheckedValueChange={(_e, data) => {
            if (data.name === 'span' && (data.checkedItems[0] === 'day' || data.checkedItems[0] === 'week')) setSpan(data.checkedItems[0])
          }}
        >
          <ToolbarRadioGroup aria-label={t('registration.appointments.calendar.span')}>
            <ToolbarRadioButton name="span" value="day" appearance="subtle">
              {t('registration.appointments.calendar.day')}
            </ToolbarRadioButton>
            <ToolbarRadioButton name="span" value="week" appearance="subtle">
              {t('registration.appointments.calendar.week')}
            </ToolbarRadioButton>
          </ToolbarRadioGroup>
          <ToolbarDivider />
          <ToolbarButton
            icon={<ChevronLeftRegular />}
            aria-label={t(week ? 'registration.appointments.calendar.previousWeek' : 'registration.appointments.calendar.previousDay')}
            onClick={() => shift(-1)}
          />
          <ToolbarButton icon={<CalendarTodayRegular />} onClick={() => $position.setKey('anchor', today)}>
            {t('registration.appointments.calendar.today')}
          </ToolbarButton>
          <ToolbarButton
            icon={<ChevronRightRegular />}
            aria-label={t(week ? 'registration.appointments.calendar.nextWeek' : 'registration.appointments.calendar.nextDay')}
            onClick={() => shift(1)}
          />
          {canBook && device ? (
            <>
              <ToolbarDivider />
              <ToolbarButton icon={<CalendarSettingsRegular />} onClick={() => setScheduling(true)}>
                {t('registration.appointments.schedule.open')}
              </ToolbarButton>
            </>
          ) : null}
        </Toolbar>
        <span className={styles.range} role="status">
          {range}
        </span>
      </div>
      <Caption1 className={styles.hint}>{t('registration.appointments.calendar.legend')}</Caption1>
      {body}
      {scheduling && device ? <ScheduleDialog device={device} onClose={() => setScheduling(false)} /> : null}
      {dialog?.kind === 'book' && device && modality ? (
        <BookDialog slot={dialog.slot} device={device} modality={modality} onClose={close} returnFocus={returnFocus} />
      ) : null}
      {dialog?.kind === 'reschedule' && device && modality ? (
        <AppointDialog
          exam={{
            ...dialog.exam, modality, deviceId: device.id, deviceName: device.name, appointStart: dialog.slot.start, appointEnd: dialog.slot.end,
          }}
          onClose={close}
          returnFocus={returnFocus}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <>
          <FocusReturn to={returnFocus} />
          <MoveDialog
            title={t('registration.worklist.actions.cancel', { name: `${dialog.exam.patientName} ${dialog.exam.examNo}` })}
            form={REASON_FORM}
            onSave={async (body) => {
              // A refusal rejects: the dialog stays open with the server's message and the typed reason.
              await http.post<ExamDto>(`api/exams/${dialog.exam.id}/cancel`, body, { silent: true })
              notify({
                intent: 'success', message: t('registration.worklist.done.cancel', { name: `${dialog.exam.patientName} ${dialog.exam.examNo}` }), duration: 2500,
              })
              invalidate(['api/appointments/slots', 'api/exams'])
            }}
            onClose={close}
          />
        </>
      ) : null}
    </section>
  )
}
