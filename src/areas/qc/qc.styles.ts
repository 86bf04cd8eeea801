import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles shared by the QC views: a heading row, a list beside a work pane, numeric cells, definition lists. */
export const useQcStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  split: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  report: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  sheetInput: { width: '7em' },
  total: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
})
