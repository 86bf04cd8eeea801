import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useState } from 'react'
import type { Page, QcSampleDetailDto, QcSampleDto } from '../../../../core/contract'
import { http } from '../../../../core/http/http'
import { useViewParams } from '../../../../ui/area/viewParams'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { useQuery } from '../../../../ui/query/useQuery'
import { qcMessages } from '../../messages'
import { useQcStyles } from '../../qc.styles'
import type { QcViewProps } from '../../qcView'
import { SampleReport } from '../../SampleReport'
import { SamplesTable } from '../../SamplesTable'
import { ScoreSheet } from '../../ScoreSheet'

/**
 * The reviewer's queue (`sampScore`, `?id=<sample>` opens one): the samples of the open tasks he reviews that he did
 * not write, pending first; a sample opens with its report, images and the family's score sheet.
 */
export default function SampScoreView({ family }: QcViewProps) {
  useMessages(qcMessages)
  const t = useT()
  const styles = useQcStyles()
  const { id } = useViewParams()
  const [current, setCurrent] = useState<number | null>(() => (id && /^\d+$/.test(id) ? Number(id) : null))
  const queue = useQuery(`api/qc/sample?family=${family}&mine=true&size=1000`, (key) => http.get<Page<QcSampleDto>>(key))
  const detail = useQuery(current === null ? null : `api/qc/sample/${current}`, (key) => http.get<QcSampleDetailDto>(key))
  const saved = async () => {
    await Promise.all([queue.reload(), detail.reload()])
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t(`qc.score.title.${family}`)}</h1>
      <div className={styles.split}>
        <div className={styles.pane}>
          {queue.error ? <MessageBar intent="error" role="alert"><MessageBarBody>{t('qc.score.failed')}</MessageBarBody></MessageBar>
            : !queue.data ? <Spinner label={t('qc.loading')} />
              : queue.data.content.length === 0 ? <p>{t('qc.score.empty')}</p>
                : <SamplesTable samples={queue.data.content} label={t('qc.score.queue')} showTask current={current} onOpen={(sample) => setCurrent(sample.id)} />}
        </div>
        <div className={styles.pane}>
          {current === null ? <p className={styles.muted}>{t('qc.score.pick')}</p>
            : detail.error ? <MessageBar intent="error" role="alert"><MessageBarBody>{t('qc.score.failed')}</MessageBarBody></MessageBar>
              : detail.data && detail.data.id === current ? (
                <>
                  {detail.data.mayScore ? null : (
                    <MessageBar intent="warning"><MessageBarBody>{t('qc.score.readOnly')}</MessageBarBody></MessageBar>
                  )}
                  <ScoreSheet key={`${detail.data.id}:${detail.data.score?.version ?? 0}`} sample={detail.data} onSaved={() => void saved()} />
                  <SampleReport sample={detail.data} />
                </>
              ) : <Spinner label={t('qc.loading')} />}
        </div>
      </div>
    </div>
  )
}
