import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the session badge. */
export const useSessionBadgeStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    ...shorthands.padding(tokens.spacingVerticalXS, tokens.spacingHorizontalS),
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  who: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  muted: {
    color: tokens.colorNeutralForeground3,
  },
})
