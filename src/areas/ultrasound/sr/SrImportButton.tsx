import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { SrMeasurement } from '../../../core/contract/ultrasound'
import type { SrImportDto } from '../../../core/contract/ultrasoundSr'
import { http } from '../../../core/http/http'
import { useMessages } from '../../../ui/i18n/useMessages'
import { useT } from '../../../ui/i18n/useT'
import { srImportMessages } from './messages'

/** Props of {@link SrImportButton}. */
export interface SrImportButtonProps {
  /** The exam whose device reports are read. */
  examineId: number
  /** Receives the measurements found (never called when there are none); the table fills them in and keeps them editable. */
  onImport(measurements: SrMeasurement[]): void
  /** Disables the button (a read-only report). */
  disabled?: boolean
}

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

type Outcome = { kind: 'found'; values: number; instances: number } | { kind: 'none' } | { kind: 'failed' }

/**
 * "Import from the device (SR)" for the ultrasound report's measurement panel: reads the exam's OB-GYN structured
 * reports (`GET api/ultrasound/sr/{examineId}`) and hands their measurements to `onImport`, then says how many values
 * came from how many reports, or plainly that the exam has none. The result is announced (a polite live region); a
 * report that cannot be read shows the server's message through the notification bus and here "could not be read".
 *
 * @example
 * <SrImportButton examineId={exam.id} onImport={(list) => setTable((table) => applySrMeasurements(table, list))} />
 */
export function SrImportButton({ examineId, onImport, disabled = false }: SrImportButtonProps) {
  useMessages(srImportMessages)
  const t = useT()
  const styles = useStyles()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const load = async () => {
    setBusy(true)
    try {
      const dto = await http.get<SrImportDto>(`api/ultrasound/sr/${examineId}`)
      if (dto.measurements.length === 0) {
        setOutcome({ kind: 'none' })
      } else {
        onImport(dto.measurements)
        setOutcome({ kind: 'found', values: dto.measurements.length, instances: dto.instances })
      }
    } catch {
      setOutcome({ kind: 'failed' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      <Button icon={<ArrowDownloadRegular />} disabled={disabled || busy} onClick={() => void load()}>{t('ultrasound.srImport.action')}</Button>
      <Text role="status" aria-live="polite" size={200}>
        {outcome?.kind === 'found' ? t('ultrasound.srImport.found', { count: outcome.values, instances: outcome.instances })
          : outcome?.kind === 'none' ? t('ultrasound.srImport.none')
            : outcome?.kind === 'failed' ? t('ultrasound.srImport.failed') : ''}
      </Text>
    </div>
  )
}
