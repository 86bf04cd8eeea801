import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the external HIS report pages. */
export const useHisReportStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    minHeight: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalXL),
    backgroundColor: tokens.colorNeutralBackground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    '@media print': { ...shorthands.padding(0), backgroundColor: 'transparent', gap: 0 },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    '@media print': { display: 'none' },
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  spacer: { flexGrow: 1 },
  account: { color: tokens.colorNeutralForeground3 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  card: {
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL),
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    overflowX: 'auto',
    '@media print': { display: 'none' },
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    '& th, & td': {
      textAlign: 'left',
      ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalS),
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
      whiteSpace: 'nowrap',
    },
    '& th': { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold },
  },
  caption: {
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    ...shorthands.padding(0, 0, tokens.spacingVerticalS),
  },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  tabs: { '@media print': { display: 'none' } },
})
