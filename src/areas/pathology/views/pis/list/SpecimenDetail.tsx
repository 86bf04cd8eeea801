import { Badge, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import type { SpecimenDto } from '../../../../../core/contract'
import { toMinute } from '../../../../../core/format/time'
import { useT } from '../../../../../ui/i18n/useT'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { linkPending } from './specimenLink'

const useStyles = makeStyles({
  panel: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1,
  },
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
  heading: { margin: 0, display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  section: { margin: 0 },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  amendments: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

const STATE_COLOUR = { draft: 'informative', preliminary: 'warning', final: 'success', amended: 'important' } as const

function Detail({ specimen }: { specimen: SpecimenDto }) {
  const t = useT()
  const styles = useStyles()
  const f = (key: string) => t(`resources.specimen.fields.${key}`)
  const biopsy = specimen.biopsy
    ? t('resources.specimen.biopsyOption', { site: specimen.biopsy.site, pieces: specimen.biopsy.pieces, bottleNo: specimen.biopsy.bottleNo })
    : null
  const facts: [string, string][] = [
    [f('patientName'), `${specimen.patientName} · ${specimen.patientId}`],
    [f('specimenType'), t(`resources.specimen.types.${specimen.specimenType}`)],
    [f('sourceExam'), specimen.sourceExam ? `${specimen.sourceExam.examNo} · ${specimen.sourceExam.examItem} · ${toMinute(specimen.sourceExam.examTime ?? '')}` : '—'],
    [f('biopsy'), biopsy ? (linkPending(specimen) ? t('resources.specimen.notLinked', { label: biopsy }) : biopsy) : '—'],
    [f('exam'), specimen.exam ? `${specimen.exam.examNo} · ${specimen.exam.examItem}` : '—'],
    [f('collectedAt'), specimen.collectedAt ? toMinute(specimen.collectedAt) : '—'],
    [f('receivedAt'), toMinute(specimen.receivedAt)],
    [f('pathologist'), specimen.pathologist ?? '—'],
    [f('auditor'), specimen.auditor ? `${specimen.auditor} · ${toMinute(specimen.finalizedAt ?? '')}` : '—'],
  ]
  const texts: [string, string][] = [
    [f('clinicalHistory'), specimen.clinicalHistory],
    [f('grossDescription'), specimen.grossDescription],
    [f('microscopicDescription'), specimen.microscopicDescription],
    [f('diagnosis'), specimen.diagnosis],
  ]
  return (
    <section className={styles.panel} aria-label={t('resources.specimen.detailTitle', { no: specimen.specimenNo })} data-testid="specimen-detail">
      <h2 className={styles.heading}>
        <Subtitle2>{specimen.specimenNo}</Subtitle2>
        <Badge appearance="tint" color={STATE_COLOUR[specimen.state]}>{t(`resources.specimen.states.${specimen.state}`)}</Badge>
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {texts.map(([title, text]) => (
        <div key={title}>
          <h3 className={styles.section}><Subtitle2>{title}</Subtitle2></h3>
          <p className={styles.text}>{text || '—'}</p>
        </div>
      ))}
      {specimen.amendments.length ? (
        <div>
          <h3 className={styles.section}><Subtitle2>{t('resources.specimen.amendments')}</Subtitle2></h3>
          <ol className={styles.amendments} data-testid="specimen-amendments">
            {specimen.amendments.map((a) => (
              <li key={`${a.amendedAt}-${a.reason}`}>
                {t('resources.specimen.amendmentLine', { at: toMinute(a.amendedAt), by: a.amendedBy, reason: a.reason, previous: a.previousDiagnosis })}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  )
}

/** Beside the list: the whole record of the chosen specimen (descriptions, exams, biopsy, amendments), or a hint. */
export function SpecimenDetail({ context }: { context: ResourceContext<SpecimenDto> }) {
  const t = useT()
  const styles = useStyles()
  if (!context.current) return <p className={styles.hint}>{t('resources.specimen.choose')}</p>
  return <Detail specimen={context.current} />
}
