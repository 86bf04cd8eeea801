import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components'
import type { DiffPart } from '../../../core/text/diff'

const useStyles = makeStyles({
  text: {
    margin: 0,
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  deleted: {
    textDecorationLine: 'line-through',
    textDecorationThickness: '2px',
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground3,
  },
  inserted: {
    textDecorationLine: 'underline',
    textDecorationThickness: '2px',
    backgroundColor: tokens.colorStatusSuccessBackground1,
    color: tokens.colorStatusSuccessForeground3,
  },
  hidden: {
    position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
    ...shorthands.padding(0), ...shorthands.borderWidth(0),
  },
})

/** Props of {@link DiffText}. */
export interface DiffTextProps {
  /** One side of a difference (`diffSides(diffText(before, after)).before` or `.after`). */
  parts: readonly DiffPart[]
  /** The words screen readers hear before deleted and inserted text (“deleted”, “inserted”), in the page's language. */
  deletedLabel: string
  insertedLabel: string
  className?: string
}

/**
 * One side of a text difference: kept text plain, deleted text struck through and inserted text underlined, each also
 * named for screen readers (not by colour alone). The report editor's restore and conflict dialogs and the revision
 * history show differences with it.
 *
 * @example
 * <DiffText parts={sides.after} deletedLabel={t('…deleted')} insertedLabel={t('…inserted')} />
 */
export function DiffText({ parts, deletedLabel, insertedLabel, className }: DiffTextProps) {
  const styles = useStyles()
  return (
    <p className={mergeClasses(styles.text, className)}>
      {parts.map((part, i) =>
        part.op === 'equal' ? (
          <span key={i}>{part.text}</span>
        ) : part.op === 'delete' ? (
          <del key={i} className={styles.deleted} data-op="delete">
            <span className={styles.hidden}>[{deletedLabel}: </span>
            {part.text}
            <span className={styles.hidden}>]</span>
          </del>
        ) : (
          <ins key={i} className={styles.inserted} data-op="insert">
            <span className={styles.hidden}>[{insertedLabel}: </span>
            {part.text}
            <span className={styles.hidden}>]</span>
          </ins>
        ),
      )}
    </p>
  )
}
