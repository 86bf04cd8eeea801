import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the critical-value timer: neutral within the limit, warning near it, danger past it (never colour alone: a state word and an icon go with it). */
export const useCriticalTimerStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM),
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderLeft('4px', 'solid', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  near: {
    ...shorthands.borderLeft('4px', 'solid', tokens.colorStatusWarningBorderActive),
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorStatusWarningForeground3,
  },
  past: {
    ...shorthands.borderLeft('4px', 'solid', tokens.colorStatusDangerBorderActive),
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
  },
  clock: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  state: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontWeight: tokens.fontWeightSemibold },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    ...shorthands.padding(0),
    ...shorthands.borderWidth(0),
  },
})
