import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
} from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { CriticalNotice } from '../../../core/contract'
import { parseWireDate, toWireDateTime } from '../../../core/format/time'
import { RECEIVER_PHONE_PATTERN } from '../../../core/report/critical'
import { fieldErrors } from '../../../core/resource/fieldErrors'
import { $user } from '../../../core/session/stores'
import { useReturnFocus } from '../../a11y/useReturnFocus'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { CriticalTimer } from './CriticalTimer'
import { criticalMessages } from './messages'
import { useCriticalLimit } from './useCriticalLimit'
import { useCriticalNoticeDialogStyles } from './CriticalNoticeDialog.styles'

/** Props of {@link CriticalNoticeDialog}. */
export interface CriticalNoticeDialogProps {
  open: boolean
  /** The patient's name as the header shows it (the right patient, always). */
  patient: string
  /** The exam's modality: picks the notification limit. */
  modality: string
  /** When the report was flagged critical (wire time); the moment the dialog opened when not saved yet. */
  flaggedAt?: string
  /** A notice recorded before, to complete or correct. */
  value?: CriticalNotice
  /** Receives the filled record; a rejection (the server's 400 with fields) keeps the dialog open with the messages. */
  onSubmit(notice: CriticalNotice): Promise<void> | void
  onDismiss(): void
}

type FieldName = 'finding' | 'notifiedAt' | 'receiver' | 'receiverJobNo' | 'receiverDept' | 'receiverPhone' | 'readBack' | 'handling'
const FIELD_NAMES: readonly FieldName[] = ['finding', 'notifiedAt', 'receiver', 'receiverJobNo', 'receiverDept', 'receiverPhone', 'readBack', 'handling']

interface Draft {
  finding: string
  /** `yyyy-MM-ddTHH:mm`, as a datetime-local input holds it. */
  notifiedAt: string
  receiver: string
  receiverJobNo: string
  receiverDept: string
  receiverPhone: string
  readBack: boolean
  handling: string
}

/** A wire time as a datetime-local value (to the minute). */
function toLocalInput(wire: string): string {
  return wire.slice(0, 16).replace(' ', 'T')
}

/**
 * The critical-value notification record (危急值登记, ris-domain §1.4): the finding, when the clinic was told
 * (default now) and by whom (the signed-in user), the receiver's name and job number, department and phone, whether
 * the receiver read it back, and the clinical handling — with the timer against the modality's limit on top. Checks
 * the required fields, the phone and the time (not in the future, not before the flag) before handing the record to
 * `onSubmit`; Escape or cancel dismisses it, and the focus goes back to what opened it.
 *
 * @example
 * <CriticalNoticeDialog open={open} patient={exam.patientName} modality={exam.modality} flaggedAt={notice?.flaggedAt}
 *   onSubmit={(notice) => saveCriticalNotice(report.id, notice)} onDismiss={() => setOpen(false)} />
 */
export function CriticalNoticeDialog(props: CriticalNoticeDialogProps) {
  const styles = useCriticalNoticeDialogStyles()
  return (
    <Dialog open={props.open} modalType="modal" onOpenChange={(_e, data) => !data.open && data.type !== 'backdropClick' && props.onDismiss()}>
      <DialogSurface className={styles.surface}>{props.open ? <NoticeForm {...props} /> : null}</DialogSurface>
    </Dialog>
  )
}

/** The form inside the open dialog: its state starts afresh every time the dialog opens. */
function NoticeForm({ patient, modality, flaggedAt, value, onSubmit, onDismiss }: CriticalNoticeDialogProps) {
  useMessages(criticalMessages)
  useReturnFocus()
  const t = useT()
  const styles = useCriticalNoticeDialogStyles()
  const user = useStore($user)
  const limitMinutes = useCriticalLimit(modality)
  // The moment the dialog opened: the timer's start for a flag not saved yet, and the default notification time.
  const [openedAt] = useState(() => toWireDateTime(new Date()))
  const since = flaggedAt ?? value?.flaggedAt ?? openedAt
  const defaultAt = value?.notifiedAt ?? openedAt
  const [draft, setDraft] = useState<Draft>(() => ({
    finding: value?.finding ?? '',
    notifiedAt: toLocalInput(defaultAt),
    receiver: value?.receiver ?? '',
    receiverJobNo: value?.receiverJobNo ?? '',
    receiverDept: value?.receiverDept ?? '',
    receiverPhone: value?.receiverPhone ?? '',
    readBack: value?.readBack ?? false,
    handling: value?.handling ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [general, setGeneral] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  const set = <K extends keyof Draft>(name: K, next: Draft[K]) => {
    setDraft((d) => ({ ...d, [name]: next }))
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
  }

  /** The notification time on the wire: the untouched default keeps its seconds, a chosen minute gets `:00`. */
  const notifiedAtWire = (): string | null => {
    if (draft.notifiedAt === toLocalInput(defaultAt)) return defaultAt.length === 16 ? `${defaultAt}:00` : defaultAt
    const parsed = parseWireDate(draft.notifiedAt.replace('T', ' '))
    return parsed ? toWireDateTime(parsed) : null
  }

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {}
    const required = t('reportParts.critical.errors.required')
    for (const name of ['finding', 'receiver', 'receiverJobNo', 'receiverDept'] as const) if (!draft[name].trim()) found[name] = required
    if (draft.receiverPhone.trim() && !RECEIVER_PHONE_PATTERN.test(draft.receiverPhone.trim())) found.receiverPhone = t('reportParts.critical.errors.phone')
    const at = notifiedAtWire()
    if (!at) found.notifiedAt = t('reportParts.critical.errors.notifiedAt')
    else if (at > toWireDateTime(new Date())) found.notifiedAt = t('reportParts.critical.errors.future')
    else if (at < `${since.slice(0, 16)}:00`) found.notifiedAt = t('reportParts.critical.errors.beforeFlag', { time: since.slice(0, 16) })
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found = validate()
    setErrors(found)
    setGeneral(null)
    if (Object.keys(found).length) {
      queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    const phone = draft.receiverPhone.trim()
    const handling = draft.handling.trim()
    const notice: CriticalNotice = {
      finding: draft.finding.trim(),
      notifiedAt: notifiedAtWire() as string,
      notifiedBy: user?.nickName || user?.username || '',
      receiver: draft.receiver.trim(),
      receiverJobNo: draft.receiverJobNo.trim(),
      receiverDept: draft.receiverDept.trim(),
      ...(phone ? { receiverPhone: phone } : {}),
      readBack: draft.readBack,
      ...(handling ? { handling } : {}),
    }
    setBusy(true)
    try {
      await onSubmit(notice)
    } catch (error) {
      const sorted = fieldErrors(error, FIELD_NAMES.flatMap((name) => [name, `criticalNotice.${name}`]))
      const onFields: Partial<Record<FieldName, string>> = {}
      for (const [name, message] of Object.entries(sorted.fields)) onFields[name.replace(/^criticalNotice\./, '') as FieldName] ??= message
      setErrors(onFields)
      setGeneral(sorted.general)
      queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    } finally {
      setBusy(false)
    }
  }

  const field = (name: FieldName, control: ReactNode, options: { required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <Field
      className={options.wide ? styles.wide : undefined}
      label={t(`reportParts.critical.fields.${name}`)}
      required={options.required ?? false}
      validationMessage={errors[name]}
      validationState={errors[name] ? 'error' : 'none'}
      hint={options.hint}
    >
      {control}
    </Field>
  )

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle>{t('reportParts.critical.title')}</DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.patient}>{t('reportParts.critical.patient', { patient, modality })}</Text>
          <CriticalTimer since={since} limitMinutes={limitMinutes} />
          {general ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('reportParts.critical.errors.failed', { message: general })}</MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.grid}>
            {field('finding', <Textarea value={draft.finding} onChange={(_e, d) => set('finding', d.value)} maxLength={500} resize="vertical" />, {
              required: true,
              wide: true,
            })}
            {field(
              'notifiedAt',
              <Input type="datetime-local" value={draft.notifiedAt} max={toLocalInput(toWireDateTime(new Date()))} onChange={(_e, d) => set('notifiedAt', d.value)} />,
              { required: true, hint: t('reportParts.critical.hints.notifiedAt') },
            )}
            <Field label={t('reportParts.critical.fields.notifiedBy')}>
              <Input value={value?.notifiedBy ?? (user?.nickName || user?.username || '')} readOnly />
            </Field>
            {field('receiver', <Input value={draft.receiver} onChange={(_e, d) => set('receiver', d.value)} maxLength={50} />, { required: true })}
            {field('receiverJobNo', <Input value={draft.receiverJobNo} onChange={(_e, d) => set('receiverJobNo', d.value)} maxLength={30} />, { required: true })}
            {field('receiverDept', <Input value={draft.receiverDept} onChange={(_e, d) => set('receiverDept', d.value)} maxLength={50} />, { required: true })}
            {field('receiverPhone', <Input type="tel" value={draft.receiverPhone} onChange={(_e, d) => set('receiverPhone', d.value)} maxLength={30} />, {
              hint: t('reportParts.critical.hints.receiverPhone'),
            })}
            <Checkbox
              className={styles.wide}
              checked={draft.readBack}
              onChange={(_e, d) => set('readBack', d.checked === true)}
              label={t('reportParts.critical.fields.readBack')}
            />
            {field('handling', <Textarea value={draft.handling} onChange={(_e, d) => set('handling', d.value)} maxLength={500} resize="vertical" />, { wide: true })}
          </div>
        </DialogContent>
        <DialogActions>
          <Button onClick={onDismiss}>{t('reportParts.critical.cancel')}</Button>
          <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
            {busy ? t('reportParts.critical.saving') : t('reportParts.critical.submit')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  )
}
