import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the navbar. */
export const useNavbarStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: '50px',
    boxSizing: 'border-box',
    ...shorthands.padding(0, tokens.spacingHorizontalS),
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
  },
  crumbs: { flexGrow: 1, minWidth: 0, overflow: 'hidden' },
  right: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
})
