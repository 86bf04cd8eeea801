import { Button, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components'
import { Suspense, useEffect, useRef } from 'react'
import type { ExamDto } from '../../../core/contract'
import type { KeyImageRef, PriorReportDto } from '../../../core/contract/report'
import { http } from '../../../core/http/http'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { PhraseList, RevisionHistory, TemplateTree } from './parts'
import { reportHtmlToEditorText } from './reportText'

/** The tools beside the report text. */
export type SidePanelTab = 'templates' | 'phrases' | 'priors' | 'history' | 'keyImages'

const TABS: readonly SidePanelTab[] = ['templates', 'phrases', 'priors', 'history', 'keyImages']

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, maxHeight: 'min(78vh, 820px)' },
  tabs: { flexWrap: 'wrap' },
  body: { overflow: 'auto', minHeight: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  prior: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, paddingBottom: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
})

/**
 * The tools beside the report text as tabs: templates (insert or replace), personal phrases, the patient's prior
 * reports (each comparable side by side in the image viewer), the revision history and the key images.
 *
 * @example
 * <ReportSidePanel exam={exam} tab={tab} onTab={setTab} ... />
 */
export function ReportSidePanel({ exam, tab, onTab, editable, historyKey, selectionText, onInsert, onApplyTemplate, compareWith, onCompare }: {
  exam: ExamDto
  tab: SidePanelTab
  onTab(tab: SidePanelTab): void
  editable: boolean
  historyKey: number
  selectionText(): string
  onInsert(text: string): void
  onApplyTemplate(text: { findings: string; impression: string; recommendation?: string }, mode: 'insert' | 'replace'): void
  compareWith: number | undefined
  onCompare(examineId: number | undefined): void
}) {
  const t = useT()
  const styles = useStyles()
  return (
    <aside className={styles.panel} aria-label={t('reportEditor.panels.label')}>
      <TabList className={styles.tabs} size="small" selectedValue={tab} onTabSelect={(_e, data) => onTab(data.value as SidePanelTab)}>
        {TABS.map((name) => <Tab key={name} value={name}>{t(`reportEditor.panels.${name}`)}</Tab>)}
      </TabList>
      <div className={styles.body} role="tabpanel" aria-label={t(`reportEditor.panels.${tab}`)}>
        {tab === 'templates' ? <TemplateTree modality={exam.modality} onApply={(text, mode) => editable && onApplyTemplate(text, mode)} /> : null}
        {tab === 'phrases' ? <PhraseList onInsert={(text) => editable && onInsert(text)} selection={selectionText()} /> : null}
        {tab === 'priors' ? <Priors exam={exam} compareWith={compareWith} onCompare={onCompare} /> : null}
        {tab === 'history' ? <Suspense fallback={<Spinner size="small" />}><RevisionHistory examineId={exam.id} refreshKey={historyKey} /></Suspense> : null}
        {tab === 'keyImages' ? <KeyImages examineId={exam.id} refreshKey={historyKey} /> : null}
      </div>
    </aside>
  )
}

function Priors({ exam, compareWith, onCompare }: { exam: ExamDto; compareWith: number | undefined; onCompare(id: number | undefined): void }) {
  const t = useT()
  const styles = useStyles()
  const { data } = useQuery<PriorReportDto[]>(`api/reportInfo/once/list?examineId=${exam.id}`, (key) => http.get<PriorReportDto[]>(key))
  if (!data) return null
  if (data.length === 0) return <p className={styles.muted}>{t('reportEditor.priors.none')}</p>
  return (
    <ul className={styles.list}>
      {data.map((prior) => (
        <li key={prior.examineId} className={styles.prior}>
          <strong>{prior.examTime?.slice(0, 10) ?? ''} {prior.modality} {prior.examItem}</strong>
          <div className={styles.muted}>{prior.examNo}</div>
          <p>{reportHtmlToEditorText(prior.impression)}</p>
          {prior.studyId !== undefined && exam.studyId !== undefined ? (
            <Button size="small" aria-pressed={compareWith === prior.examineId} onClick={() => onCompare(compareWith === prior.examineId ? undefined : prior.examineId)}>
              {t(compareWith === prior.examineId ? 'reportEditor.priors.stopCompare' : 'reportEditor.priors.compare')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function KeyImages({ examineId, refreshKey }: { examineId: number; refreshKey: number }) {
  const t = useT()
  const styles = useStyles()
  const { data, reload } = useQuery<KeyImageRef[]>(`api/keyImage/temporary/query?examineId=${examineId}`, (key) => http.get<KeyImageRef[]>(key))
  // Asked again after each save or change of the report (the key images are staged and saved with it).
  const seen = useRef(refreshKey)
  useEffect(() => {
    if (refreshKey === seen.current) return
    seen.current = refreshKey
    void reload()
  }, [refreshKey, reload])
  if (!data) return null
  if (data.length === 0) return <p className={styles.muted}>{t('reportEditor.keyImages.none')}</p>
  return (
    <ol className={styles.list}>
      {data.map((image) => (
        <li key={`${image.sopInstanceUid}-${image.frame}`}>{t('reportEditor.keyImages.item', { series: image.seriesInstanceUid.split('.').at(-1) ?? '', image: image.sopInstanceUid.split('.').at(-1) ?? '' })}</li>
      ))}
    </ol>
  )
}
