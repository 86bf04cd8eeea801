import {
  Badge,
  Body1,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  mergeClasses,
} from '@fluentui/react-components'
import { useStore } from '@nanostores/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { useLocation, useRouter } from 'wouter'
import type { CriticalValueDto, DashboardSummary } from '../../../core/contract'
import { getOptional } from '../../../core/http/http'
import { $user } from '../../../core/session/stores'
import { useT } from '../../../ui/i18n/useT'
import { routePath } from '../../../ui/element/navigate'
import { useDashboardStyles } from './DashboardPage.styles'
import { usePageStyles } from './Page.styles'

function TrendChart({ trend, label }: { trend: DashboardSummary['trend']; label: string }) {
  const styles = useDashboardStyles()
  const max = Math.max(1, ...trend.flatMap((d) => [d.registered, d.reported]))
  const width = 40 * trend.length
  return (
    <div role="img" aria-label={label}>
      <svg className={styles.chart} viewBox={`0 0 ${width} 180`} preserveAspectRatio="none" aria-hidden="true">
        {trend.map((day, i) => {
          const a = (day.registered / max) * 175
          const b = (day.reported / max) * 175
          return (
            <g key={day.date}>
              <rect className={styles.barA} x={i * 40 + 6} y={180 - a} width={13} height={a} />
              <rect className={styles.barB} x={i * 40 + 21} y={180 - b} width={13} height={b} />
            </g>
          )
        })}
      </svg>
      <div className={styles.axisRow} aria-hidden="true">
        {trend.map((day) => (
          <span key={day.date}>{day.date.slice(5)}</span>
        ))}
      </div>
    </div>
  )
}

/** The open critical values (no notification record yet), oldest flag first, each a link to its report in the editor. */
function OpenCriticalValues({ values }: { values: CriticalValueDto[] }) {
  const styles = useDashboardStyles()
  const page = usePageStyles()
  const t = useT()
  const [, navigate] = useLocation()
  const { base } = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(path)
  }
  return (
    <section className={page.panel} aria-labelledby="clinic-critical-open">
      <Subtitle1 as="h2" id="clinic-critical-open" className={styles.title}>
        {t('dashboard.criticalOpen')}
      </Subtitle1>
      {values.length === 0 ? (
        <Body1>{t('dashboard.criticalOpenNone')}</Body1>
      ) : (
        <ul className={styles.criticalList} data-testid="critical-open">
          {values.map((value) => {
            const path = routePath('/diagnos/CTreportwrite', { examineId: value.examineId })
            return (
              <li key={value.reportId} className={styles.criticalItem}>
                <Link href={`${base}${path}`} onClick={(event) => follow(event, path)}>
                  {t('dashboard.criticalOpenItem', { patient: value.patientName, modality: value.modality, examItem: value.examItem, examNo: value.examNo })}
                </Link>
                <Caption1 className={styles.muted}>
                  {t('dashboard.criticalElapsed', { elapsed: value.elapsedMinutes, limit: value.limitMinutes })}
                </Caption1>
                <Badge appearance="tint" color={value.withinLimit ? 'warning' : 'danger'} shape="rounded">
                  {value.withinLimit ? t('dashboard.criticalWithin') : t('dashboard.criticalOverdue')}
                </Badge>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/**
 * The home page: today's registrations, examinations, reports and audits, waiting and sent-back reports, critical
 * values, figures per modality and the last 7 days — all computed by the server from the exams.
 *
 * @example
 * <DashboardPage />
 */
export function DashboardPage() {
  const styles = useDashboardStyles()
  const page = usePageStyles()
  const t = useT()
  const user = useStore($user)
  // undefined: loading; null: the backend has no figures (an eladmin backend has no dashboard call).
  const [summary, setSummary] = useState<DashboardSummary | null | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    getOptional<DashboardSummary>('api/dashboard/summary')
      .then((answer) => live && setSummary(answer))
      .catch((failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)))
    return () => {
      live = false
    }
  }, [])

  const greeting = t('dashboard.greeting', { name: user?.nickName ?? user?.username ?? '' })
  const heading = (detail?: string) => (
    <div className={styles.heading}>
      <Title3 as="h1" className={styles.title}>
        {t('dashboard.title')}
      </Title3>
      <Body1 className={styles.muted}>{detail ? `${greeting} · ${detail}` : greeting}</Body1>
    </div>
  )

  if (error || summary === null) {
    return (
      <div className={styles.root}>
        {heading()}
        {error ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('dashboard.loadFailed', { message: error })}</MessageBarBody>
          </MessageBar>
        ) : (
          <MessageBar intent="info">
            <MessageBarBody>{t('dashboard.noFigures')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    )
  }
  if (!summary) return <Spinner label={t('dashboard.loading')} />

  const cards: { label: string; value: number; tone?: 'warning' | 'danger'; note?: string }[] = [
    { label: t('dashboard.registered'), value: summary.today.registered },
    { label: t('dashboard.examined'), value: summary.today.examined },
    { label: t('dashboard.reported'), value: summary.today.reported },
    { label: t('dashboard.audited'), value: summary.today.audited },
    { label: t('dashboard.pending'), value: summary.pendingReports, tone: 'warning' },
    { label: t('dashboard.rejected'), value: summary.rejectedReports, tone: 'warning' },
    {
      label: t('dashboard.critical'),
      value: summary.criticalValues.today,
      tone: 'danger',
      note: t('dashboard.criticalUnhandled', { count: summary.criticalValues.unhandled }),
    },
  ]

  return (
    <div className={styles.root}>
      {heading(t('dashboard.date', { date: summary.date }))}
      <ul className={styles.cards} aria-label={t('dashboard.title')}>
        {cards.map((card) => (
          <li key={card.label} className={mergeClasses(styles.card, card.tone === 'warning' && styles.warning, card.tone === 'danger' && styles.danger)}>
            <Caption1>{card.label}</Caption1>
            <span className={styles.figure} data-testid="figure">
              {card.value}
            </span>
            {card.note ? <Caption1 className={styles.muted}>{card.note}</Caption1> : null}
          </li>
        ))}
      </ul>
      <div className={styles.panels}>
        {summary.criticalValues.open ? <OpenCriticalValues values={summary.criticalValues.open} /> : null}
        <section className={page.panel} aria-labelledby="clinic-by-modality">
          <Subtitle1 as="h2" id="clinic-by-modality" className={styles.title}>
            {t('dashboard.byModality')}
          </Subtitle1>
          <Table size="small" aria-labelledby="clinic-by-modality">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('dashboard.modality')}</TableHeaderCell>
                <TableHeaderCell>{t('dashboard.today')}</TableHeaderCell>
                <TableHeaderCell>{t('dashboard.waiting')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {summary.byModality.map((row) => (
                <TableRow key={row.modality}>
                  <TableCell>{row.modality}</TableCell>
                  <TableCell>{row.today}</TableCell>
                  <TableCell>{row.pending}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <section className={page.panel} aria-labelledby="clinic-trend">
          <Subtitle1 as="h2" id="clinic-trend" className={styles.title}>
            {t('dashboard.trend')}
          </Subtitle1>
          <TrendChart
            trend={summary.trend}
            label={summary.trend.map((d) => `${d.date}: ${t('dashboard.trendRegistered')} ${d.registered}, ${t('dashboard.trendReported')} ${d.reported}`).join('; ')}
          />
          <div className={styles.legend} aria-hidden="true">
            <span>
              <span className={styles.swatchA} />
              {t('dashboard.trendRegistered')}
            </span>
            <span>
              <span className={styles.swatchB} />
              {t('dashboard.trendReported')}
            </span>
          </div>
        </section>
      </div>
    </div>
  )
}
