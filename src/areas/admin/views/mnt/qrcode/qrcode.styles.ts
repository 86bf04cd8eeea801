import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the QR code view. */
export const useQrcodeStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL),
  },
  heading: { margin: 0 },
  cards: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalL),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    maxWidth: '100%',
    '@media print': { ...shorthands.border('0'), ...shorthands.padding(0) },
  },
  cardHeading: { margin: 0, textAlign: 'center' },
  hospital: { color: tokens.colorNeutralForeground2, textAlign: 'center' },
  target: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-all',
    textAlign: 'center',
    maxWidth: '400px',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'center', '@media print': { display: 'none' } },
})
