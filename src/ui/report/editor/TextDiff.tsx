import { makeStyles, tokens } from '@fluentui/react-components'
import { useMemo } from 'react'
import { diffSides, diffText, type DiffPart } from '../../../core/text/diff'
import { useT } from '../../i18n/useT'
import { DiffText } from '../diff/DiffText'

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
  side: { maxHeight: '30vh', overflow: 'auto' },
})

function Side({ parts, title }: { parts: readonly DiffPart[]; title: string }) {
  const t = useT()
  const styles = useStyles()
  return (
    <div>
      <h4>{title}</h4>
      <DiffText className={styles.side} parts={parts} deletedLabel={t('reportEditor.diff.deleted')} insertedLabel={t('reportEditor.diff.inserted')} />
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
