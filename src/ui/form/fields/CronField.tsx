import { Input, makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { checkCron, nextRuns, parseCron } from '../../../core/cron/cron'
import { toWireDateTime } from '../../../core/format/time'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  runs: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  problem: { color: tokens.colorPaletteRedForeground1 },
})

/** Props of {@link CronField}. */
export interface CronFieldProps {
  id: string
  value: string
  onChange: (value: string) => void
  size?: 'small' | 'medium' | 'large'
  disabled?: boolean | undefined
  /** The moment the preview counts from (now). */
  from?: Date
}

/**
 * A Quartz cron expression with what it means as the user types: the next five runs, or why the expression is not
 * valid (the field and the token at fault), in the user's language — the same parser the contract server checks
 * with, so what the form accepts the server accepts.
 *
 * @example
 * <CronField id={id} value={cron} onChange={setCron} />
 */
export function CronField({ id, value, onChange, size, disabled, from }: CronFieldProps) {
  const styles = useStyles()
  const t = useT()
  const preview = useMemo(() => {
    const text = value.trim()
    if (!text) return null
    const start = from ?? new Date()
    const problem = checkCron(text, start)
    if (problem) return { problem }
    const parsed = parseCron(text)
    return { runs: parsed.ok ? nextRuns(parsed.schedule, start, 5) : [] }
  }, [value, from])
  const previewId = `${id}-runs`
  return (
    <div className={styles.box}>
      <Input id={id} size={size} disabled={disabled} value={value} onChange={(_e, d) => onChange(d.value)} aria-describedby={previewId} spellCheck={false} autoComplete="off" />
      <div id={previewId} aria-live="polite">
        {preview?.problem ? (
          <span className={styles.problem}>
            {t('kit.field.cronInvalid', { reason: t(`kit.cron.${preview.problem.code}`, { field: preview.problem.field ? t(`kit.cron.field.${preview.problem.field}`) : '', token: preview.problem.token ?? '' }) })}
          </span>
        ) : preview?.runs ? (
          <>
            <span>{t('kit.field.nextRuns')}</span>
            <ol className={styles.runs}>
              {preview.runs.map((run) => (
                <li key={run.getTime()}>{toWireDateTime(run)}</li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  )
}
