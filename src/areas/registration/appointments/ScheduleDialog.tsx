import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, makeStyles, MessageBar, MessageBarBody, Select,
  Spinner, tokens,
} from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import type { DeviceScheduleDto, SchedulePeriodDto } from '../../../core/contract'
import { http } from '../../../core/http/http'
import { HttpError } from '../../../core/http/HttpError'
import { notify } from '../../../core/notify/notifications'
import { invalidate } from '../../../core/query/query'
import { useReturnFocus } from '../../../ui/a11y/useReturnFocus'
import { useT } from '../../../ui/i18n/useT'

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  table: {
    width: '100%', borderCollapse: 'collapse',
    '& th, & td': { textAlign: 'start', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  },
  number: { width: '6em' },
  add: { alignSelf: 'flex-start' },
  invalid: { outline: `2px solid ${tokens.colorPaletteRedBorder2}` },
})

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

/** Props of {@link ScheduleDialog}. */
export interface ScheduleDialogProps {
  device: { id: number; name: string }
  onClose: () => void
}

/**
 * A device's weekly schedule (排班): its periods per weekday (start, end), cut into slots of N minutes with a capacity —
 * what the calendar offers for booking. Rows are added and removed; the server checks the whole week (no overlap,
 * start before end, limits) and names the row it refuses; bookings already made stay where they are.
 */
export function ScheduleDialog({ device, onClose }: ScheduleDialogProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const [periods, setPeriods] = useState<SchedulePeriodDto[] | null>(null)
  const [error, setError] = useState<{ message: string; row: number | null } | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    http.get<DeviceScheduleDto>(`api/appointments/schedule/${device.id}`)
      .then((schedule) => live && setPeriods(schedule.periods))
      .catch((reason: unknown) => live && setError({ message: reason instanceof Error ? reason.message : String(reason), row: null }))
    return () => {
      live = false
    }
  }, [device.id])

  const change = (index: number, patch: Partial<SchedulePeriodDto>) =>
    setPeriods((rows) => (rows ?? []).map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const add = () => setPeriods((rows) => {
    const last = rows?.[rows.length - 1]
    return [...(rows ?? []), last ? { ...last, weekday: last.weekday === 7 ? 1 : last.weekday + 1 } : { weekday: 1, startTime: '08:00', endTime: '12:00', slotMinutes: 15, capacity: 1 }]
  })

  const save = async () => {
    if (!periods) return
    setBusy(true)
    setError(null)
    try {
      await http.put(`api/appointments/schedule/${device.id}`, { periods }, { quietStatuses: [400] })
      invalidate(['api/appointments/slots'])
      notify({ intent: 'success', message: t('registration.appointments.schedule.saved', { device: device.name }), duration: 2500 })
      onClose()
    } catch (reason) {
      // The server names the refused row (`periods.3.endTime`): it is marked and its first field gets the focus.
      const first = reason instanceof HttpError ? (reason.body as { errors?: { field?: string; message?: string }[] } | undefined)?.errors?.[0] : undefined
      const row = first?.field ? Number(/^periods\.(\d+)/.exec(first.field)?.[1] ?? Number.NaN) : Number.NaN
      const known = !Number.isNaN(row) && first?.message
      setError({
        message: known ? t('registration.appointments.schedule.refused', { row: row + 1, reason: first.message }) : reason instanceof Error ? reason.message : String(reason),
        row: known ? row : null,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open && !busy) onClose() }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('registration.appointments.schedule.title', { device: device.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            {periods === null && !error ? <Spinner size="small" label={t('registration.appointments.calendar.loading')} /> : null}
            {periods ? (
              <table className={styles.table} aria-label={t('registration.appointments.schedule.periods')}>
                <thead>
                  <tr>
                    <th scope="col">{t('registration.appointments.schedule.weekday')}</th>
                    <th scope="col">{t('registration.appointments.schedule.start')}</th>
                    <th scope="col">{t('registration.appointments.schedule.end')}</th>
                    <th scope="col">{t('registration.appointments.schedule.slotMinutes')}</th>
                    <th scope="col">{t('registration.appointments.schedule.capacity')}</th>
                    <th scope="col">{t('registration.appointments.schedule.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {periods.map((period, index) => {
                    const row = index + 1
                    const invalid = error?.row === index
                    const label = (what: string) => t(`registration.appointments.schedule.${what}Of`, { row })
                    return (
                      <tr key={index} className={invalid ? styles.invalid : undefined} aria-invalid={invalid || undefined}>
                        <td>
                          <Select size="small" aria-label={label('weekday')} value={String(period.weekday)} onChange={(_e, d) => change(index, { weekday: Number(d.value) })}>
                            {WEEKDAYS.map((day) => <option key={day} value={String(day)}>{t(`registration.appointments.weekdays.${day}`)}</option>)}
                          </Select>
                        </td>
                        <td><Input size="small" type="time" aria-label={label('start')} value={period.startTime} onChange={(_e, d) => change(index, { startTime: d.value })} /></td>
                        <td><Input size="small" type="time" aria-label={label('end')} value={period.endTime} onChange={(_e, d) => change(index, { endTime: d.value })} /></td>
                        <td>
                          <Input size="small" type="number" className={styles.number} aria-label={label('slotMinutes')} min={5} max={240} value={String(period.slotMinutes)}
                            onChange={(_e, d) => change(index, { slotMinutes: Number(d.value) })} />
                        </td>
                        <td>
                          <Input size="small" type="number" className={styles.number} aria-label={label('capacity')} min={1} max={50} value={String(period.capacity)}
                            onChange={(_e, d) => change(index, { capacity: Number(d.value) })} />
                        </td>
                        <td>
                          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={label('remove')}
                            onClick={() => setPeriods((rows) => (rows ?? []).filter((_, i) => i !== index))} />
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            ) : null}
            {periods ? <Button className={styles.add} icon={<AddRegular />} onClick={add}>{t('registration.appointments.schedule.add')}</Button> : null}
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error.message}</MessageBarBody></MessageBar> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy || periods === null} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>
              {t('registration.appointments.schedule.save')}
            </Button>
            <Button disabled={busy} onClick={onClose}>{t('registration.appointments.schedule.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
