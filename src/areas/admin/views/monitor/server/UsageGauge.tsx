import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  gauge: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, minWidth: '180px', flex: '1 1 180px' },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  dial: { width: '140px', height: '140px' },
  track: { fill: 'none', stroke: tokens.colorNeutralStroke2, strokeWidth: '10px' },
  arc: { fill: 'none', strokeWidth: '10px', strokeLinecap: 'round', transitionProperty: 'stroke-dasharray', transitionDuration: tokens.durationNormal },
  ok: { stroke: tokens.colorPaletteGreenForeground1 },
  warn: { stroke: tokens.colorPaletteMarigoldForeground1 },
  high: { stroke: tokens.colorPaletteRedForeground1 },
  value: { fill: tokens.colorNeutralForeground1, fontSize: '22px', fontWeight: tokens.fontWeightSemibold },
  details: { display: 'grid', gridTemplateColumns: 'auto auto', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0, fontVariantNumeric: 'tabular-nums' },
})

/** Props of {@link UsageGauge}. */
export interface UsageGaugeProps {
  /** What is measured (CPU, memory…): the gauge's heading and accessible name. */
  name: string
  /** Percent 0..100. */
  value: number
  /** Label and text of each detail under the dial (total, used, available…). */
  details: readonly (readonly [label: string, text: string])[]
}

const RADIUS = 56
const LENGTH = 2 * Math.PI * RADIUS

/**
 * One dashboard gauge of the server monitor (eladmin's `el-progress type=dashboard`): a ring filled to the percentage
 * (green, then amber from 70 %, red from 90 %), exposed as a `meter` to assistive technology, with its details below.
 */
export function UsageGauge({ name, value, details }: UsageGaugeProps) {
  const styles = useStyles()
  const t = useT()
  const id = useId()
  const share = Math.max(0, Math.min(100, value))
  const text = t('serverMonitor.percent', { value: share.toFixed(1) })
  const level = share >= 90 ? styles.high : share >= 70 ? styles.warn : styles.ok
  return (
    <section className={styles.gauge} aria-labelledby={id} data-gauge={name}>
      <h3 id={id} className={styles.name}>{name}</h3>
      <svg
        className={styles.dial}
        viewBox="0 0 140 140"
        role="meter"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(share.toFixed(2))}
        aria-valuetext={text}
      >
        <circle className={styles.track} cx="70" cy="70" r={RADIUS} />
        {share > 0 ? <circle
          className={mergeClasses(styles.arc, level)}
          cx="70"
          cy="70"
          r={RADIUS}
          strokeDasharray={`${(share / 100) * LENGTH} ${LENGTH}`}
          transform="rotate(-90 70 70)"
        /> : null}
        <text className={styles.value} x="70" y="78" textAnchor="middle" aria-hidden="true">{text}</text>
      </svg>
      <dl className={styles.details}>
        {details.map(([label, detail]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.definition}>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
