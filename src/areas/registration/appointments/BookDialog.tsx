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
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SearchBox,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState, type FormEvent } from 'react'
import type { AppointmentSlotDto, ExamDto, Page } from '../../../core/contract'
import { toMinute } from '../../../core/format/time'
import { http } from '../../../core/http/http'
import { notify } from '../../../core/notify/notifications'
import { invalidate } from '../../../core/query/query'
import { listKey } from '../../../core/resource/listParams'
import { useReturnFocus } from '../../../ui/a11y/useReturnFocus'
import { useDensity } from '../../../ui/density/useDensity'
import { useT } from '../../../ui/i18n/useT'
import { useQuery } from '../../../ui/query/useQuery'
import { slotName } from './slotName'

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  exams: { maxHeight: '45vh', overflowY: 'auto' },
  hint: { color: tokens.colorNeutralForeground2 },
})

/** Props of {@link BookDialog}. */
export interface BookDialogProps {
  slot: AppointmentSlotDto
  device: { id: number; name: string }
  /** The device's modality code: only its exams can be booked here. */
  modality: string
  onClose: () => void
  /** Where the focus goes when it closes and the control that opened it is gone (the slot filled up). */
  returnFocus?: () => HTMLElement | null | undefined
}

/** How many waiting exams are listed at once (the search narrows them). */
const LISTED = 30

/**
 * A free slot chosen on the calendar: the modality's registered exams that wait for an appointment, newest first,
 * found by name, pinyin or exam number; the one chosen is booked into the slot. A refusal (the place went to another
 * desk meanwhile) stays in the dialog with the server's words.
 *
 * @example
 * <BookDialog slot={slot} device={{ id: 7, name: 'US1' }} modality="US" onClose={close} />
 */
export function BookDialog({ slot, device, modality, onClose, returnFocus }: BookDialogProps) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  useReturnFocus(returnFocus)
  const [search, setSearch] = useState('')
  const [blurry, setBlurry] = useState('')
  useEffect(() => {
    // Asked when the registrar pauses typing, not on every key.
    const timer = setTimeout(() => setBlurry(search.trim()), 250)
    return () => clearTimeout(timer)
  }, [search])
  const waiting = useQuery(listKey('api/exams', { status: '0', modality, blurry, sort: 'registerTime,desc', page: 0, size: LISTED }),
    (key) => http.get<Page<ExamDto>>(key), { keepPrevious: true })
  const [examId, setExamId] = useState<string>('')
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const exams = waiting.data?.content ?? []
  const chosen = exams.find((exam) => String(exam.id) === examId)
  const slotText = slotName(t, slot.start, slot.end)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!chosen) {
      setMissing(true)
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      await http.post<ExamDto>(`api/exams/${chosen.id}/appoint`, { deviceId: device.id, start: slot.start }, { silent: true })
      notify({ intent: 'success', message: t('registration.appointments.book.done', { name: `${chosen.patientName} ${chosen.examNo}`, slot: slotText }), duration: 2500 })
      invalidate(['api/appointments/slots', 'api/exams'])
      onClose()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      invalidate(['api/appointments/slots', 'api/exams'])
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_e, data) => !data.open && data.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('registration.appointments.book.title', { slot: slotText, device: device.name })}</DialogTitle>
            <DialogContent className={styles.content}>
              {failure ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t('registration.appointments.book.failed', { message: failure })}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t('registration.appointments.book.search')} size={control}>
                <SearchBox value={search} onChange={(_e, data) => setSearch(data.value)} />
              </Field>
              <Field
                label={t('registration.appointments.book.exams', { modality })}
                size={control}
                validationState={missing && !chosen ? 'error' : 'none'}
                validationMessage={missing && !chosen ? t('registration.appointments.book.choose') : undefined}
              >
                {waiting.loading && !waiting.data ? (
                  <Spinner size="tiny" label={t('registration.appointments.book.loading')} />
                ) : exams.length === 0 ? (
                  <Caption1 className={styles.hint}>{t('registration.appointments.book.none', { modality })}</Caption1>
                ) : (
                  <RadioGroup className={styles.exams} value={examId} onChange={(_e, data) => setExamId(data.value)}>
                    {exams.map((exam) => (
                      <Radio
                        key={exam.id}
                        value={String(exam.id)}
                        label={t('registration.appointments.book.option', {
                          name: exam.patientName, examNo: exam.examNo, item: exam.examItem, time: toMinute(exam.registerTime),
                        })}
                      />
                    ))}
                  </RadioGroup>
                )}
              </Field>
            </DialogContent>
            <DialogActions>
              <Button size={control} onClick={onClose}>
                {t('registration.appointments.book.cancel')}
              </Button>
              <Button size={control} type="submit" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
                {t('registration.appointments.book.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
