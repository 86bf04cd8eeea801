import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Title3, tokens } from '@fluentui/react-components'
import { useRef, useState, type FormEvent } from 'react'
import type { ApplyHospitalDto, HisOrderItemDto, OrderRegistrationBody, RegistrationResult } from '../../../../../core/contract/registration'
import { http } from '../../../../../core/http/http'
import { invalidate } from '../../../../../core/query/query'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { worklistMessages } from '../../../worklist/messages'
import { useRegistrationSender } from '../../../register/useRegistrationSender'
import { hisMessages } from '../his/messages'
import { worklistResource } from '../manage/manage.resource'
import { manageMessages } from '../manage/messages'
import { manualMessages } from '../manual/messages'
import { RegisteredDialog } from '../manual/RegistrationSlip'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap', maxWidth: '720px' },
  number: { flex: '1 1 320px' },
})

type Outcome = { kind: 'none' | 'several' | 'error'; message: string } | null

/**
 * HIS direct registration (`registrations/hisDirectly`): the patient's card (or an outpatient, inpatient or order
 * number) read or typed, Enter — and every order item of that patient still to register is registered in one step, the
 * slip shown to print; the number field is ready for the next patient. A number without orders, or matching several
 * patients, says so; the registration worklist below shows what the desk did.
 */
export default function HisDirectlyView() {
  useMessages(hisMessages, manualMessages, manageMessages, worklistMessages)
  const t = useT()
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [number, setNumber] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [result, setResult] = useState<RegistrationResult | null>(null)
  const { send, failedOnce } = useRegistrationSender()
  const hospitals = useQuery('api/applyHospital/own', (key) => http.get<ApplyHospitalDto[]>(key), { staleMs: 60_000 }).data
  const hospital = hospitals?.find((h) => h.own)?.name ?? ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const wanted = number.trim()
    if (!wanted || busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const page = await http.get<{ content: HisOrderItemDto[] }>('api/applyform', { number: wanted, registered: 'false', size: 50 })
      const items = page.content
      const patients = new Set(items.map((item) => item.patientId))
      if (items.length === 0) {
        setOutcome({ kind: 'none', message: t('resources.hisOrders.direct.none', { number: wanted }) })
      } else if (patients.size > 1) {
        setOutcome({ kind: 'several', message: t('resources.hisOrders.direct.several', { number: wanted, count: patients.size }) })
      } else {
        const body = (requestId: string, confirmDuplicate: boolean): OrderRegistrationBody => ({
          requestId, confirmDuplicate, items: items.map((item) => ({ itemId: item.id })),
        })
        setResult(await send('api/registrations/orders', body, `${wanted}:${items.map((item) => item.id).join(',')}`))
        invalidate(['api/exams', 'api/applyform'])
      }
    } catch (reason) {
      setOutcome({ kind: 'error', message: reason instanceof Error ? reason.message : String(reason) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      <Title3 as="h1">{t('resources.hisOrders.direct.title')}</Title3>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <Field className={styles.number} label={t('resources.hisOrders.direct.number')} hint={t('resources.hisOrders.direct.hint')}>
          <Input ref={input} value={number} autoFocus autoComplete="off" onChange={(_e, d) => setNumber(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy || !number.trim()} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {failedOnce ? t('resources.manual.retry') : t('resources.hisOrders.direct.go')}
        </Button>
      </form>
      {busy ? <span role="status">{t('resources.hisOrders.direct.looking')}</span> : null}
      {outcome ? (
        <MessageBar intent={outcome.kind === 'error' ? 'error' : 'warning'} role="alert">
          <MessageBarBody>{outcome.message}{outcome.kind === 'error' && failedOnce ? ` ${t('resources.manual.retryHint')}` : ''}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ResourcePage view={worklistResource} level={2} />
      {result ? (
        <RegisteredDialog result={result} hospital={hospital} onNext={() => {
          setResult(null)
          setNumber('')
          requestAnimationFrame(() => input.current?.focus())
        }} />
      ) : null}
    </div>
  )
}
