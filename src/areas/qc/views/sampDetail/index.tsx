import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import { useState } from 'react'
import type { Page, QcSampleDetailDto, QcSampleDto, QcTaskDto } from '../../../../core/contract'
import { http } from '../../../../core/http/http'
import { useViewParams } from '../../../../ui/area/viewParams'
import { routePath, useNavigateTo } from '../../../../ui/element/navigate'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { useQuery } from '../../../../ui/query/useQuery'
import { qcMessages } from '../../messages'
import { useQcStyles } from '../../qc.styles'
import { qcPrefix, type QcViewProps } from '../../qcView'
import { SampleReport } from '../../SampleReport'
import { SamplesTable } from '../../SamplesTable'

/**
 * A task's samples (`sampDetail?id=<task>`): the task's month, scope, seed and progress, its samples with their exam,
 * author (hidden while the task is blind and open), state and score; a sample opens its report and images beside the
 * list, and one the caller may score opens in the score sheet.
 */
export default function SampDetailView({ family }: QcViewProps) {
  useMessages(qcMessages)
  const t = useT()
  const styles = useQcStyles()
  const navigateTo = useNavigateTo()
  const { id } = useViewParams()
  const taskId = id && /^\d+$/.test(id) ? id : null
  const task = useQuery(taskId ? `api/qc/task/${taskId}` : null, (key) => http.get<QcTaskDto>(key))
  const samples = useQuery(taskId ? `api/qc/sample?family=${family}&taskId=${taskId}&size=1000` : null, (key) => http.get<Page<QcSampleDto>>(key))
  const [current, setCurrent] = useState<number | null>(null)
  const detail = useQuery(current === null ? null : `api/qc/sample/${current}`, (key) => http.get<QcSampleDetailDto>(key))

  if (!taskId) return <MessageBar intent="warning" role="alert"><MessageBarBody>{t('qc.detail.noTask')}</MessageBarBody></MessageBar>
  if (task.error) return <MessageBar intent="error" role="alert"><MessageBarBody>{t('qc.detail.failed')}</MessageBarBody></MessageBar>
  if (!task.data) return <Spinner label={t('qc.loading')} />
  const info = task.data
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('qc.detail.title', { name: info.name })}</h1>
      <dl className={styles.facts} data-testid="qc-task-facts">
        <dt className={styles.term}>{t('qc.detail.period')}</dt><dd className={styles.value}>{info.period}</dd>
        <dt className={styles.term}>{t('qc.detail.state')}</dt><dd className={styles.value}>{t(`qc.taskState.${info.state}`)}</dd>
        <dt className={styles.term}>{t('qc.detail.scope')}</dt><dd className={styles.value}>{[info.modality, info.deptName].filter(Boolean).join(' · ') || t('qc.detail.wholeFamily')}</dd>
        <dt className={styles.term}>{t('qc.detail.seed')}</dt><dd className={styles.value}>{info.seed}</dd>
        <dt className={styles.term}>{t('qc.detail.progress')}</dt>
        <dd className={styles.value}>{t('qc.detail.progressText', { scored: info.scored, samples: info.samples, candidates: info.candidates })}</dd>
        <dt className={styles.term}>{t('qc.detail.blind')}</dt><dd className={styles.value}>{t(info.blind ? 'qc.detail.blindOn' : 'qc.detail.blindOff')}</dd>
      </dl>
      <div className={styles.split}>
        <div className={styles.pane}>
          {samples.data ? (
            <SamplesTable samples={samples.data.content} label={t('qc.detail.samples')} current={current} onOpen={(sample) => setCurrent(sample.id)}
              actions={(sample) => (sample.mayScore ? (
                <Button size="small" appearance="subtle" aria-label={t('qc.sample.scoreRow', { examNo: sample.examNo })}
                  onClick={() => navigateTo(routePath(`${qcPrefix(family)}/sampScore`, { id: sample.id }))}>{t('qc.sample.scoreAction')}</Button>
              ) : null)} />
          ) : <Spinner label={t('qc.loading')} />}
        </div>
        <div className={styles.pane}>
          {current === null ? <p className={styles.muted}>{t('qc.detail.pick')}</p>
            : detail.data && detail.data.id === current ? <SampleReport sample={detail.data} /> : <Spinner label={t('qc.loading')} />}
        </div>
      </div>
    </div>
  )
}
