import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the hospital configuration view. */
export const useHospitalConfigStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL),
    maxWidth: '1100px',
  },
  header: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  heading: { margin: 0 },
  stamp: { color: tokens.colorNeutralForeground3 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
  },
  sectionHeading: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    alignItems: 'start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  logoRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  logoImage: {
    width: '64px',
    height: '64px',
    objectFit: 'contain',
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  hiddenInput: { display: 'none' },
  table: { width: '100%', borderCollapse: 'collapse' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    ...shorthands.padding(tokens.spacingVerticalXS, tokens.spacingHorizontalS),
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  td: { ...shorthands.padding(tokens.spacingVerticalXS, tokens.spacingHorizontalS), verticalAlign: 'top' },
  rowHeading: { textAlign: 'start', fontWeight: tokens.fontWeightRegular, lineHeight: '32px', whiteSpace: 'nowrap' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalXS },
  next: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap', lineHeight: '32px' },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    position: 'sticky',
    bottom: 0,
    ...shorthands.padding(tokens.spacingVerticalS, 0),
    backgroundColor: tokens.colorNeutralBackground1,
  },
})
