import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useMemo } from 'react'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../ui/resource/ResourcePage'
import { qcMessages } from '../../messages'
import { useQcStyles } from '../../qc.styles'
import type { QcViewProps } from '../../qcView'
import { qcCutoffResource, qcItemResource } from './qcItem.resource'

/**
 * The score items (`qc/sampScoreItem`, `ultrasonicControl/sampScoreItem`): the family's sheet items, then its report-grade
 * cut-offs with a note that they are the department's own practice.
 */
export default function SampScoreItemView({ family }: QcViewProps) {
  useMessages(qcMessages)
  const t = useT()
  const styles = useQcStyles()
  const items = useMemo(() => qcItemResource(family), [family])
  const cutoffs = useMemo(() => qcCutoffResource(family), [family])
  return (
    <>
      <ResourcePage view={items} />
      <div className={styles.page}>
        <MessageBar intent="info"><MessageBarBody>{t('qc.cutoff.localPractice')}</MessageBarBody></MessageBar>
        <ResourcePage view={cutoffs} level={2} />
      </div>
    </>
  )
}
