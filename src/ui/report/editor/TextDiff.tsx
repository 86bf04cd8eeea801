import { makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { diffSides, diffText, type DiffPart } from '../../../core/text/diff'
import { useT } from '../../i18n/useT'

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  side: {
    whiteSpace: 'pre-wrap', margin: 0, padding: tokens.spacingHorizontalS, maxHeight: '30vh', overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
  },
  deleted: { backgroundColor: tokens.colorPaletteRedBackground2, textDecorationLine: 'line-through' },
  inserted: { backgroundColor: tokens.colorPaletteGreenBackground2, textDecorationLine: 'underline' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
})

function Side({ parts, title }: { parts: readonly DiffPart[]; title: string }) {
  const t = useT()
  const styles = useStyles()
  return (
    <div>
      <h4>{title}</h4>
      <p className={styles.side}>
        {parts.map((part, i) =>
          part.op === 'equal' ? <span key={i}>{part.text}</span>
            : part.op === 'delete' ? <del key={i} className={styles.deleted}><span className={styles.hidden}>[{t('reportEditor.diff.deleted')}: </span>{part.text}<span className={styles.hidden}>]</span></del>
              : <ins key={i} className={styles.inserted}><span className={styles.hidden}>[{t('reportEditor.diff.inserted')}: </span>{part.text}<span className={styles.hidden}>]</span></ins>,
        )}
      </p>
    </div>
  )
}

/**
 * One report field before and after, side by side, the changed characters marked (struck through and underlined, and
 * named for screen readers, not by colour alone).
 *
 * @example
 * <TextDiff label="Findings" before={saved.findings} after={draft.findings} />
 */
export function TextDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const t = useT()
  const styles = useStyles()
  const sides = useMemo(() => diffSides(diffText(before, after)), [before, after])
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      <div className={styles.columns}>
        <Side parts={sides.before} title={t('reportEditor.diff.before')} />
        <Side parts={sides.after} title={t('reportEditor.diff.after')} />
      </div>
    </section>
  )
}
