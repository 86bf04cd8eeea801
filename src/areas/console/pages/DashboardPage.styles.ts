import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the home page. */
export const useDashboardStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    ...shorthands.padding(0),
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalL),
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    ...shorthands.borderLeft('4px', 'solid', 'var(--clinic-theme)'),
  },
  warning: { ...shorthands.borderLeft('4px', 'solid', tokens.colorPaletteDarkOrangeBorderActive) },
  danger: { ...shorthands.borderLeft('4px', 'solid', tokens.colorPaletteRedBorderActive) },
  figure: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  panels: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  chart: { display: 'block', width: '100%', height: '180px' },
  axisRow: { display: 'flex', justifyContent: 'space-around', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  barA: { fill: 'var(--clinic-theme)' },
  barB: { fill: tokens.colorPaletteLightGreenBorderActive },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  swatchA: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: '6px', backgroundColor: 'var(--clinic-theme)' },
  swatchB: { display: 'inline-block', width: '10px', height: '10px', marginInlineEnd: '6px', backgroundColor: tokens.colorPaletteLightGreenBorderActive },
})
