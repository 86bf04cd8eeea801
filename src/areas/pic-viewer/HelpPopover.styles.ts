import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the keyboard-shortcut help (a native popover in the top layer). */
export const useHelpPopoverStyles = makeStyles({
  popover: {
    maxWidth: 'min(520px, 92vw)',
    maxHeight: '80vh',
    overflowY: 'auto',
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalXL),
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow28,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    marginTop: tokens.spacingVerticalS,
    '& th, & td': { textAlign: 'left', ...shorthands.padding(tokens.spacingVerticalXXS, tokens.spacingHorizontalS) },
  },
  key: {
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'nowrap',
  },
  note: {
    marginBottom: 0,
    color: tokens.colorNeutralForeground2,
  },
})
