import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger,
  makeStyles, Text, tokens,
} from '@fluentui/react-components'
import { DismissRegular, ImageMultipleRegular } from '@fluentui/react-icons'
import type { FollowupCaseDetailDto } from '../../../../../core/contract'
import { LazyElement } from '../../../../../ui/element/LazyElement'
import { useT } from '../../../../../ui/i18n/useT'
import { ReportHtml } from '../../../../../ui/report/ReportHtml'
import { CategoryBadge } from '../../../CategoryBadge'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, flexShrink: 0 },
  value: { margin: 0 },
  impression: { padding: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium },
  surface: { width: 'min(1200px, 96vw)', maxWidth: 'none' },
  viewer: { display: 'block', width: '100%', height: '70vh' },
})

/**
 * The case as the follower needs it: patient and exam, the reporting physician, the latest category and next date, the
 * report's impression (the findings collapsed under it), and the exam's images in `<clinic-pic-viewer>` on demand.
 */
export function CaseSummary({ followupCase }: { followupCase: FollowupCaseDetailDto }) {
  const t = useT()
  const styles = useStyles()
  const c = followupCase
  const facts: [string, React.ReactNode][] = [
    ['patient', `${c.patientName} · ${c.gender} · ${c.patientId}`],
    ['exam', `${c.examNo} · ${c.modality} · ${c.examItem}`],
    ['examTime', c.examTime.slice(0, 16)],
    ['reportPhysician', `${c.report.reportPhysician} · ${c.report.reportTime.slice(0, 16)}`],
    ['reason', t(`resources.followupRecord.case.reasons.${c.reason}`)],
    ['category', <CategoryBadge key="category" category={c.category} />],
    ['nextDate', c.closedAt ? t('resources.followupRecord.case.closedBy', { by: c.closedBy ?? '', at: c.closedAt.slice(0, 16) }) : (c.nextDate ?? '—')],
  ]
  return (
    <section className={styles.root} aria-label={t('resources.followupRecord.case.label')}>
      <dl className={styles.facts}>
        {facts.map(([key, value]) => (
          <div key={key} className={styles.fact}>
            <dt className={styles.term}>{t(`resources.followupRecord.case.${key}`)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Text weight="semibold" as="h2" size={400}>{t('resources.followupRecord.case.impression')}</Text>
      <ReportHtml className={styles.impression} html={c.report.impression} />
      <Accordion collapsible>
        <AccordionItem value="findings">
          <AccordionHeader as="h3">{t('resources.followupRecord.case.findings')}</AccordionHeader>
          <AccordionPanel>
            <ReportHtml html={c.report.findings} />
            {c.report.recommendation ? <ReportHtml html={c.report.recommendation} /> : null}
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <div>
        <Dialog>
          <DialogTrigger disableButtonEnhancement>
            <Button icon={<ImageMultipleRegular />}>{t('resources.followupRecord.case.images')}</Button>
          </DialogTrigger>
          <DialogSurface className={styles.surface}>
            <DialogBody>
              <DialogTitle
                action={
                  <DialogTrigger action="close">
                    <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('resources.followupRecord.case.closeImages')} />
                  </DialogTrigger>
                }
              >
                {t('resources.followupRecord.case.imagesTitle', { exam: c.examNo })}
              </DialogTitle>
              <DialogContent>
                <LazyElement
                  tag="clinic-pic-viewer"
                  className={styles.viewer}
                  attributes={{ 'examine-id': String(c.examineId) }}
                  loadingLabel={t('resources.followupRecord.case.imagesLoading')}
                  failedMessage={t('resources.followupRecord.case.imagesFailed')}
                />
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </div>
    </section>
  )
}
