import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState, type FormEvent } from 'react'
import type { AppointmentSlotDto, AppointmentSlotsDto, ExamDto, ExamStatus } from '../../../core/contract'
import { toWireDate } from '../../../core/format/time'
import { http } from '../../../core/http/http'
import { notify } from '../../../core/notify/notifications'
import { invalidate } from '../../../core/query/query'
import { addDays } from '../../../core/registration/age'
import { listKey } from '../../../core/resource/listParams'
import { useReturnFocus } from '../../../ui/a11y/useReturnFocus'
import { useDensity } from '../../../ui/density/useDensity'
import { useT } from '../../../ui/i18n/useT'
import { useQuery } from '../../../ui/query/useQuery'
import { timeOf } from './calendarDates'
import { slotName } from './slotName'
import { useDeskDevices } from './useDeskDevices'

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  where: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 12em)', gap: tokens.spacingHorizontalL },
  slots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13em, 1fr))',
    maxHeight: '40vh',
    overflowY: 'auto',
  },
  hint: { color: tokens.colorNeutralForeground2 },
})

/** The exam an {@link AppointDialog} books: who, which modality, and its booking when it has one. */
export interface AppointTarget {
  id: number
  patientName: string
  examNo: string
  modality: string
  status: ExamStatus
  deviceId?: number | undefined
  deviceName?: string | undefined
  appointStart?: string | undefined
  appointEnd?: string | undefined
}

/** Props of {@link AppointDialog}. */
export interface AppointDialogProps {
  exam: AppointTarget
  onClose: () => void
  /** Where the focus goes when it closes and the control that opened it is gone. */
  returnFocus?: () => HTMLElement | null | undefined
}

/** Days of slots read at once: the day picked moves within them without asking again. */
const WINDOW_DAYS = 14

const freeSlot = (slot: AppointmentSlotDto) => !slot.past && !slot.offSchedule && slot.booked < slot.capacity

/**
 * Books an exam into a slot, or moves its booking (预约 / 改约): a device of the exam's modality, a day (the first
 * with a free slot unless the exam is booked already), and that day's slots still to come — full ones shown but not
 * offered, the exam's own slot marked. A refusal (the last place went to another desk meanwhile) stays in the dialog
 * with the server's words, and the slots are read again.
 *
 * @example
 * <AppointDialog exam={exam} onClose={() => setOpen(false)} />
 */
export function AppointDialog({ exam, onClose, returnFocus }: AppointDialogProps) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  useReturnFocus(returnFocus)
  const today = useMemo(() => toWireDate(new Date()), [])
  const { devices } = useDeskDevices(exam.modality)
  const [chosenDevice, setChosenDevice] = useState<number | null>(exam.deviceId ?? null)
  const deviceId = devices?.some((d) => d.id === chosenDevice) ? chosenDevice : (devices?.[0]?.id ?? null)
  const booked = exam.status === '9' && exam.appointStart ? exam.appointStart : null
  const [day, setDay] = useState<string | null>(booked && booked.slice(0, 10) >= today ? booked.slice(0, 10) : null)
  const [from, setFrom] = useState(() => day ?? today)
  const to = addDays(from, WINDOW_DAYS - 1)
  const slots = useQuery(deviceId === null ? null : listKey('api/appointments/slots', { deviceId, from, to }), (key) => http.get<AppointmentSlotsDto>(key))
  const [start, setStart] = useState<string | null>(null)
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const firstFree = slots.data?.days.find((d) => d.slots.some(freeSlot))?.day
  const shownDay = day ?? firstFree ?? from
  const offered = slots.data?.days.find((d) => d.day === shownDay)?.slots.filter((s) => !s.past && !s.offSchedule) ?? []
  const isOwn = (slot: AppointmentSlotDto) => booked === slot.start && exam.deviceId === deviceId
  const name = `${exam.patientName} ${exam.examNo}`

  const pickDay = (value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return
    setDay(value)
    setStart(null)
    if (value < from || value > to) setFrom(value)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!start || deviceId === null) {
      setMissing(true)
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      const answer = await http.post<ExamDto>(`api/exams/${exam.id}/appoint`, { deviceId, start }, { silent: true })
      const slot = slotName(t, answer.appointStart ?? start, answer.appointEnd ?? start)
      notify({ intent: 'success', message: t(booked ? 'registration.appointments.appoint.moved' : 'registration.appointments.appoint.booked', { name, slot }), duration: 2500 })
      invalidate(['api/appointments/slots', 'api/exams'])
      onClose()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setStart(null)
      invalidate(['api/appointments/slots'])
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && data.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t(booked ? 'registration.appointments.appoint.titleMove' : 'registration.appointments.appoint.titleNew', { name })}</DialogTitle>
            <DialogContent className={styles.content}>
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('registration.appointments.appoint.failed', { message: failure })}</MessageBarBody>
                </MessageBar>
              ) : null}
              {booked ? (
                <Caption1 className={styles.hint}>
                  {t('registration.appointments.appoint.current', { slot: slotName(t, booked, exam.appointEnd ?? booked), device: exam.deviceName ?? '' })}
                </Caption1>
              ) : null}
              <div className={styles.where}>
                <Field label={t('registration.appointments.appoint.device')} size={control}>
                  <Select
                    value={deviceId === null ? '' : String(deviceId)}
                    onChange={(_e, data) => {
                      setChosenDevice(Number(data.value))
                      setStart(null)
                    }}
                  >
                    {(devices ?? []).map((device) => (
                      <option key={device.id} value={String(device.id)}>
                        {device.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('registration.appointments.appoint.day')} size={control}>
                  <Input type="date" value={shownDay} min={today} onChange={(_e, data) => pickDay(data.value)} />
                </Field>
              </div>
              <Field
                label={t('registration.appointments.appoint.slots')}
                size={control}
                validationState={missing && !start ? 'error' : 'none'}
                validationMessage={missing && !start ? t('registration.appointments.appoint.choose') : undefined}
              >
                {slots.loading && !slots.data ? (
                  <Spinner size="tiny" label={t('registration.appointments.appoint.loading')} />
                ) : offered.length === 0 ? (
                  <Caption1 className={styles.hint}>{t('registration.appointments.appoint.none')}</Caption1>
                ) : (
                  <RadioGroup className={styles.slots} value={start ?? ''} onChange={(_e, data) => setStart(data.value)}>
                    {offered.map((slot) => {
                      const own = isOwn(slot)
                      const full = !own && slot.booked >= slot.capacity
                      const times = { from: timeOf(slot.start), to: timeOf(slot.end), booked: slot.booked, capacity: slot.capacity }
                      const label = own ? t('registration.appointments.appoint.currentOption', times)
                        : full ? t('registration.appointments.appoint.fullOption', times)
                          : t('registration.appointments.appoint.slotOption', times)
                      return <Radio key={slot.start} value={slot.start} disabled={own || full} label={label} />
                    })}
                  </RadioGroup>
                )}
              </Field>
            </DialogContent>
            <DialogActions>
              <Button size={control} onClick={onClose}>
                {t('registration.appointments.appoint.cancel')}
              </Button>
              <Button size={control} type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('registration.appointments.appoint.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
