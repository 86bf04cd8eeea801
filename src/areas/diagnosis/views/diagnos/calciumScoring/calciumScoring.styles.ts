import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the calcium-scoring view: exam list beside the work area; viewer above the lesion and score tables. */
export const useCalciumStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(220px, 280px) 1fr', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalL },
  title: { gridColumn: '1 / -1', margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  pickerList: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '70vh', overflowY: 'auto' },
  pickerButton: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', fontWeight: tokens.fontWeightRegular },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  work: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  patient: { margin: 0, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  viewer: { display: 'block', height: '560px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  tables: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  summary: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  reportText: { margin: 0, padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground2, whiteSpace: 'pre-wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
})
