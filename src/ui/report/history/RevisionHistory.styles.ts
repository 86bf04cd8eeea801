import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the revision history: a timeline, two revision pickers and the side-by-side difference. */
export const useRevisionHistoryStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  timeline: {
    listStyleType: 'none',
    margin: 0,
    ...shorthands.padding(0),
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    ...shorthands.borderLeft('2px', 'solid', tokens.colorNeutralStroke2),
  },
  entry: { position: 'relative', paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalS}` },
  dot: {
    position: 'absolute',
    left: '-6px',
    top: '6px',
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'var(--clinic-theme, ' + tokens.colorBrandBackground + ')',
  },
  action: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  reason: { flexBasis: '100%', color: tokens.colorNeutralForeground2 },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  picker: { minWidth: '240px', flexGrow: 1 },
  sides: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL },
  sideLabel: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
})
