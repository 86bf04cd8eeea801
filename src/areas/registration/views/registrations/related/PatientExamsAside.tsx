import { makeStyles, Title3, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import type { ExamDto } from '../../../../../core/contract'
import { useT } from '../../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { patientExamsResource } from './patientExams.resource'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
})

/**
 * Beside the exam search: every exam of the chosen exam's patient, under the patient's name — a list of its own
 * (one per patient: choosing another patient starts afresh, with nothing ticked).
 */
export function PatientExamsAside({ context }: { context: ResourceContext<ExamDto> }) {
  const t = useT()
  const styles = useStyles()
  const patientId = context.current?.patientId ?? null
  const view = useMemo(() => (patientId ? patientExamsResource(patientId) : null), [patientId])
  if (!context.current || !view) return <p className={styles.hint}>{t('resources.patientExams.choose')}</p>
  return (
    <div className={styles.panel}>
      <Title3 as="h2" className={styles.heading}>
        {t('resources.patientExams.heading', { name: context.current.patientName, patientId: context.current.patientId })}
      </Title3>
      <ResourcePage key={patientId} view={view} titled={false} />
    </div>
  )
}
