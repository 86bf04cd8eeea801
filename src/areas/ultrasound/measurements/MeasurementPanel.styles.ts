import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the measurement panel and its tables. */
export const useMeasurementStyles = makeStyles({
  root: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  fetus: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fetusHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  table: {
    borderCollapse: 'collapse', width: '100%', fontSize: tokens.fontSizeBase300,
    '& th, & td': { textAlign: 'start', paddingBlock: tokens.spacingVerticalXXS, paddingInline: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
    '& caption': { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalXS },
  },
  value: { width: '7em' },
  error: { color: tokens.colorPaletteRedForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  summary: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  lesion: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})
