import { makeStyles, tokens } from '@fluentui/react-components'

/** The layout the gallery's editors share: a heading over an editor and its result side by side (stacked when narrow). */
export const useGalleryStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  panes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  source: { fontFamily: tokens.fontFamilyMonospace },
  output: {
    minHeight: '240px', padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  code: {
    margin: 0, padding: tokens.spacingVerticalS, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium,
    maxHeight: '320px', overflowY: 'auto',
  },
})
