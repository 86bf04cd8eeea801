import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Select,
  Spinner, tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import type { ApplyHospitalDto, HisOrderItemDto, OrderRegistrationBody, RegistrationResult } from '../../../../../core/contract/registration'
import type { DeviceDto, DeviceTypeDto } from '../../../../../core/contract/system'
import { http } from '../../../../../core/http/http'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useDict } from '../../../../../ui/dict/useDict'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { useRegistrationSender } from '../../../register/useRegistrationSender'
import { GENDERS, RegisteredDialog } from '../manual/RegistrationSlip'

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 }, '& dd': { margin: 0 },
  },
  items: { width: '100%', borderCollapse: 'collapse', '& th, & td': { textAlign: 'start', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  fee: { textAlign: 'end' },
})

const STALE = { staleMs: 60_000 }

/** Props of {@link OrderReview}. */
export interface OrderReviewProps {
  /** The order items to register (of one patient). */
  items: readonly HisOrderItemDto[]
  /** `true` once registered (after the slip was seen), `false` when the registrar stepped back. */
  onClose: (registered: boolean) => void
}

/**
 * The review of HIS order items before registering them: the patient and visit as the HIS sent them, each item with
 * the device it goes to (optional), the clinical facts — then one step registers them all, a duplicate today asked
 * about, an item another desk took meanwhile named with its exam and registrar, a dropped connection retried safely.
 * Items of several patients are refused here already (one patient's slip at a time).
 */
export function OrderReview({ items, onClose }: OrderReviewProps) {
  useReturnFocus()
  const t = useT()
  const styles = useStyles()
  const { labels: visits } = useDict('patient_type')
  const { send, failedOnce } = useRegistrationSender()
  const [devices, setDevices] = useState<Record<number, string>>({})
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<RegistrationResult | null>(null)
  const modalities = useQuery('api/modality/by-departmentId', (key) => http.get<DeviceTypeDto[]>(key), STALE).data
  const hospitals = useQuery('api/applyHospital/own', (key) => http.get<ApplyHospitalDto[]>(key), STALE).data
  const hospital = hospitals?.find((h) => h.own)?.name ?? ''
  const first = items[0]
  const patients = new Set(items.map((item) => item.patientId))
  if (!first) return null
  if (result) return <RegisteredDialog result={result} hospital={hospital} onNext={() => onClose(true)} />

  const register = async () => {
    setBusy(true)
    setError(null)
    const body = (requestId: string, confirmDuplicate: boolean): OrderRegistrationBody => ({
      requestId, confirmDuplicate, items: items.map((item) => ({ itemId: item.id, deviceId: devices[item.id] ? Number(devices[item.id]) : null })),
    })
    try {
      setResult(await send('api/registrations/orders', body, JSON.stringify(body('', false))))
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason))
    } finally {
      setBusy(false)
    }
  }

  const visitNo = [first.inpatientNo ?? first.outpatientNo, first.ward, first.bedNo].filter(Boolean).join(' ')
  return (
    <Dialog open modalType="modal" onOpenChange={(_e, d) => { if (!d.open && !busy) onClose(false) }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('resources.hisOrders.review.title', { name: first.patientName, count: items.length })}</DialogTitle>
          <DialogContent className={styles.content}>
            {patients.size > 1 ? (
              <MessageBar intent="warning"><MessageBarBody>{t('resources.hisOrders.review.onePatient', { count: patients.size })}</MessageBarBody></MessageBar>
            ) : null}
            <dl className={styles.facts}>
              <dt>{t('resources.hisOrders.fields.patientName')}</dt><dd>{first.patientName}{first.namePinyin ? `（${first.namePinyin}）` : ''}</dd>
              <dt>{t('resources.hisOrders.review.birth')}</dt><dd>{t(GENDERS[first.gender] ?? 'resources.manual.gender.unknown')} · {first.birthDate}</dd>
              <dt>{t('resources.hisOrders.fields.cardNo')}</dt><dd>{first.cardNo ?? '—'}</dd>
              <dt>{t('resources.hisOrders.review.idCard')}</dt><dd>{first.idCardNo ?? '—'}</dd>
              <dt>{t('resources.hisOrders.fields.patientType')}</dt><dd>{visits[first.patientType] ?? first.patientType}{visitNo ? ` ${visitNo}` : ''}</dd>
              <dt>{t('resources.hisOrders.fields.applyDeptName')}</dt><dd>{first.applyDeptName} {first.applyPhysician}</dd>
              {first.lmp ? <><dt>{t('resources.hisOrders.review.lmp')}</dt><dd>{first.lmp}</dd></> : null}
              {first.clinicalDiagnosis ? <><dt>{t('resources.hisOrders.review.diagnosis')}</dt><dd>{first.clinicalDiagnosis}</dd></> : null}
            </dl>
            <table className={styles.items} aria-label={t('resources.hisOrders.review.items')}>
              <thead>
                <tr>
                  <th scope="col">{t('resources.hisOrders.fields.applyNo')}</th>
                  <th scope="col">{t('resources.hisOrders.fields.examItem')}</th>
                  <th scope="col">{t('resources.hisOrders.review.device')}</th>
                  <th scope="col" className={styles.fee}>{t('resources.hisOrders.fields.fee')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.applyNo}</td>
                    <td>{item.examItem}{item.urgency !== '0' ? ` · ${t('resources.hisOrders.urgent')}` : ''}</td>
                    <td>
                      <DeviceChoice item={item} modalityId={modalities?.find((m) => m.code === item.modality)?.id}
                        value={devices[item.id] ?? ''} onChange={(value) => setDevices({ ...devices, [item.id]: value })} />
                    </td>
                    <td className={styles.fee}>{item.fee.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}{failedOnce ? ` ${t('resources.manual.retryHint')}` : ''}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy || patients.size > 1} onClick={() => void register()} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {failedOnce ? t('resources.manual.retry') : t('resources.hisOrders.review.register', { count: items.length })}
            </Button>
            <Button disabled={busy} onClick={() => onClose(false)}>{t('resources.hisOrders.review.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

/** The device an item goes to: the devices of its modality, or none chosen yet (the technologist's queue decides). */
function DeviceChoice({ item, modalityId, value, onChange }: { item: HisOrderItemDto; modalityId: number | undefined; value: string; onChange: (value: string) => void }) {
  const t = useT()
  const devices = useQuery(modalityId === undefined ? null : `api/device/by-modalityId?modalityId=${modalityId}`, (key) => http.get<DeviceDto[]>(key), STALE).data
  return (
    <Select size="small" aria-label={t('resources.hisOrders.review.deviceOf', { item: item.examItem })} value={value} onChange={(_e, d) => onChange(d.value)}>
      <option value="">{t('resources.hisOrders.review.anyDevice')}</option>
      {(devices ?? []).map((device) => <option key={device.id} value={String(device.id)}>{device.name}</option>)}
    </Select>
  )
}
