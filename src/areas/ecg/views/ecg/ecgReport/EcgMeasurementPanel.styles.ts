import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the ECG measurement panel under the report text. */
export const useEcgPanelStyles = makeStyles({
  root: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, alignItems: 'start' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  caliper: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground2 },
  qtc: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  suggestions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBlock: tokens.spacingVerticalS },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  viewer: { display: 'block', height: '460px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})
