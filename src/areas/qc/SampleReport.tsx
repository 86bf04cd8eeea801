import { Button } from '@fluentui/react-components'
import { ImageMultipleRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { QcSampleDetailDto } from '../../core/contract'
import { useT } from '../../ui/i18n/useT'
import { useCan } from '../../ui/permission/useCan'
import { ReportHtml } from '../../ui/report/ReportHtml'
import { ImagesDialog } from './ImagesDialog'
import { useQcStyles } from './qc.styles'

/** The author of a sample, or "hidden" while its task is blind and open (the server sends no name then). */
export function AuthorText({ author }: { author: string | null }) {
  const t = useT()
  const styles = useQcStyles()
  return author === null ? <span className={styles.muted}>{t('qc.sample.authorHidden')}</span> : <>{author}</>
}

/**
 * A sample's exam and report as the QC reviewer reads it: exam facts, the author (hidden in blind review), findings
 * and impression from the QC API (which never names a physician), and the images in the picture viewer. The report
 * viewer element is not used here: its header names the reporting and auditing physicians, which would undo a blind
 * review.
 */
export function SampleReport({ sample }: { sample: QcSampleDetailDto }) {
  const t = useT()
  const styles = useQcStyles()
  const canSeeImages = useCan(['admin', 'image:view'])
  const [images, setImages] = useState(false)
  return (
    <section className={styles.pane} aria-labelledby={`qc-sample-${sample.id}`} data-testid="qc-sample-report">
      <h2 id={`qc-sample-${sample.id}`} className={styles.subheading}>{t('qc.sample.reportTitle', { examNo: sample.examNo })}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('qc.sample.patient')}</dt><dd className={styles.value}>{sample.patientName}</dd>
        <dt className={styles.term}>{t('qc.sample.examItem')}</dt><dd className={styles.value}>{sample.examItem}</dd>
        <dt className={styles.term}>{t('qc.sample.modality')}</dt><dd className={styles.value}>{sample.modality}</dd>
        <dt className={styles.term}>{t('qc.sample.reportTime')}</dt><dd className={styles.value}>{sample.reportTime.slice(0, 16)}</dd>
        <dt className={styles.term}>{t('qc.sample.author')}</dt><dd className={styles.value} data-testid="qc-sample-author"><AuthorText author={sample.author} /></dd>
      </dl>
      <h3 className={styles.subheading}>{t('qc.sample.findings')}</h3>
      <ReportHtml html={sample.findings} className={styles.report} />
      <h3 className={styles.subheading}>{t('qc.sample.impression')}</h3>
      <ReportHtml html={sample.impression} className={styles.report} />
      {canSeeImages ? (
        <div className={styles.actions}>
          <Button icon={<ImageMultipleRegular />} onClick={() => setImages(true)}>{t('qc.sample.images')}</Button>
        </div>
      ) : null}
      {images ? <ImagesDialog examineId={sample.examineId} title={t('qc.sample.imagesTitle', { examNo: sample.examNo })} onClose={() => setImages(false)} /> : null}
    </section>
  )
}
