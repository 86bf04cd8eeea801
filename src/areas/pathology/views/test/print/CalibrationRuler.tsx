import { makeStyles, tokens } from '@fluentui/react-components'

const useStyles = makeStyles({
  ruler: { display: 'block', color: tokens.colorNeutralForeground1 },
})

const TICKS = Array.from({ length: 101 }, (_, mm) => mm)

/**
 * A 100 mm ruler drawn in real units: the SVG is `100mm` wide and its user units are millimetres, so on paper the
 * marks measure true when the printer prints at 100 % (a ruler laid on it shows any scaling or margin shift). A long
 * tick every centimetre (labelled 0–10 cm), a middle one every 5 mm, a short one every millimetre.
 */
export function CalibrationRuler({ label }: { label: string }) {
  const styles = useStyles()
  return (
    <svg className={styles.ruler} width="100mm" height="14mm" viewBox="-0.2 0 100.4 14" role="img" aria-label={label} data-testid="calibration-ruler">
      <line x1="0" y1="0.1" x2="100" y2="0.1" stroke="currentColor" strokeWidth="0.2" />
      {TICKS.map((mm) => {
        const long = mm % 10 === 0
        const length = long ? 7 : mm % 5 === 0 ? 5 : 3
        return <line key={mm} x1={mm} y1="0" x2={mm} y2={length} stroke="currentColor" strokeWidth={long ? 0.25 : 0.15} />
      })}
      {TICKS.filter((mm) => mm % 10 === 0).map((mm) => (
        <text key={mm} x={mm} y="11" fontSize="3" textAnchor="middle" fill="currentColor">{mm / 10}</text>
      ))}
    </svg>
  )
}
