import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, tokens } from '@fluentui/react-components'
import { PrintRegular } from '@fluentui/react-icons'
import { forwardRef, useRef } from 'react'
import type { ExamDto } from '../../../../../core/contract/exam'
import type { RegistrationResult } from '../../../../../core/contract/registration'
import { printElement } from '../../../../../ui/print/printElement'
import { useDict } from '../../../../../ui/dict/useDict'
import { useT } from '../../../../../ui/i18n/useT'
import { Barcode, QrCode } from '../../../../../ui/print/Barcode'

const useStyles = makeStyles({
  slip: {
    backgroundColor: '#fff',
    color: '#000',
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    fontSize: '13px',
    lineHeight: 1.5,
    maxWidth: '520px',
    '@media print': { border: 'none', padding: 0, maxWidth: 'none', fontSize: '11pt' },
  },
  header: { textAlign: 'center', borderBottom: '1px solid #000', paddingBottom: '4px', marginBottom: '6px' },
  hospital: { fontSize: '16px', fontWeight: 700, margin: 0 },
  title: { fontSize: '14px', fontWeight: 600, margin: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: '8px', margin: 0, '& dt': { fontWeight: 600 }, '& dd': { margin: 0 } },
  exam: { display: 'flex', gap: '12px', alignItems: 'center', borderTop: '1px dashed #000', paddingTop: '6px', marginTop: '6px', breakInside: 'avoid' },
  examText: { flex: 1, display: 'flex', flexDirection: 'column', gap: '2px' },
  examNo: { fontFamily: 'monospace', fontSize: '15px', fontWeight: 700 },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { borderTop: '1px solid #000', marginTop: '8px', paddingTop: '4px', fontSize: '12px' },
})

/** The message of each sex the server stores (its words are the `gender` values of the exam record). */
export const GENDERS: Record<string, string> = { 女: 'resources.manual.gender.female', 男: 'resources.manual.gender.male', 未知: 'resources.manual.gender.unknown' }

/** Props of {@link RegistrationSlip}. */
export interface RegistrationSlipProps {
  hospital: string
  exams: readonly ExamDto[]
}

/**
 * The registration slip (登记回执) the patient takes to the modality: the hospital, the patient, and per exam its
 * number as a Code 128 barcode and a QR code, the item, the room and the fee; printed on its own (A5) by the view.
 *
 * @example
 * <RegistrationSlip ref={slipRef} hospital="康宁市妇幼保健院" exams={result.exams} />
 */
export const RegistrationSlip = forwardRef<HTMLElement, RegistrationSlipProps>(function RegistrationSlip({ hospital, exams }, ref) {
  const t = useT()
  const styles = useStyles()
  const { labels: visit } = useDict('patient_type')
  const first = exams[0]
  if (!first) return null
  const age = `${first.age}${t(`resources.manual.ageUnit.${first.ageUnit}`)}`
  const visitNo = first.inpatientNo ?? first.outpatientNo
  return (
    <article ref={ref} className={styles.slip} aria-label={t('resources.manual.slip.title')} data-slip="">
      <header className={styles.header}>
        <p className={styles.hospital}>{hospital}</p>
        <p className={styles.title}>{t('resources.manual.slip.title')}</p>
      </header>
      <dl className={styles.facts}>
        <dt>{t('resources.manual.fields.patient.name')}</dt><dd>{first.patientName}（{first.patientNamePinyin}）</dd>
        <dt>{t('resources.manual.slip.patientId')}</dt><dd>{first.patientId}</dd>
        <dt>{t('resources.manual.fields.patient.gender')}</dt><dd>{t(GENDERS[first.gender] ?? 'resources.manual.gender.unknown')} · {age}</dd>
        <dt>{t('resources.manual.fields.patientType')}</dt><dd>{visit[first.patientType] ?? first.patientType}{visitNo ? ` ${visitNo}` : ''}</dd>
        <dt>{t('resources.manual.slip.registered')}</dt><dd>{first.registerTime.slice(0, 16)}</dd>
        <dt>{t('resources.manual.slip.registrar')}</dt><dd>{first.registrar ?? ''}</dd>
      </dl>
      {exams.map((exam) => (
        <section key={exam.id} className={styles.exam} aria-label={exam.examNo}>
          <div className={styles.examText}>
            <span className={styles.examNo}>{exam.examNo}</span>
            <span>{exam.examItem}</span>
            {exam.deviceName ? <span>{t('resources.manual.slip.device', { device: exam.deviceName })}</span> : null}
            {exam.fee !== undefined ? <span>{t('resources.manual.slip.fee', { fee: exam.fee.toFixed(2) })}</span> : null}
            <Barcode value={exam.examNo} label={t('resources.manual.slip.barcode', { examNo: exam.examNo })} height={40} module={1.5} />
          </div>
          <QrCode value={exam.examNo} size={88} label={t('resources.manual.slip.qr', { examNo: exam.examNo })} />
        </section>
      ))}
      <p className={styles.note}>{t('resources.manual.slip.note')}</p>
    </article>
  )
})

/** Props of {@link RegisteredDialog}. */
export interface RegisteredDialogProps {
  result: RegistrationResult
  hospital: string
  onNext: () => void
}

/**
 * What a registration made — typed at the desk or from HIS orders: the exam numbers on the slip, printed on its own
 * (A5), and the way to the next patient.
 */
export function RegisteredDialog({ result, hospital, onNext }: RegisteredDialogProps) {
  const t = useT()
  const styles = useStyles()
  const slip = useRef<HTMLElement>(null)
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, d) => { if (!d.open) onNext() }}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('resources.manual.done.title', { count: result.exams.length })}</DialogTitle>
          <DialogContent className={styles.result}>
            <Text role="status">{t('resources.manual.done.message', { name: result.exams[0]?.patientName ?? '', examNos: result.exams.map((e) => e.examNo).join('、') })}</Text>
            <RegistrationSlip ref={slip} hospital={hospital} exams={result.exams} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<PrintRegular />} onClick={() => slip.current && printElement(slip.current, '@page{size:A5;margin:8mm}')}>
              {t('resources.manual.done.print')}
            </Button>
            <Button onClick={onNext}>{t('resources.manual.done.next')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
