import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the series thumbnails and the measurement list beside the viewports. */
export const useSeriesPanelStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: 0,
    overflowY: 'auto',
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalS),
    ...shorthands.borderRight(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    '@media (max-width: 640px)': {
      flexDirection: 'row',
      overflowX: 'auto',
      overflowY: 'hidden',
      ...shorthands.borderRight('0', 'none', 'transparent'),
      ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    },
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    textTransform: 'uppercase',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    ...shorthands.padding(0),
    listStyleType: 'none',
    '@media (max-width: 640px)': { flexDirection: 'row' },
  },
  thumb: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '2px',
    width: '148px',
    ...shorthands.padding('4px'),
    ...shorthands.border(tokens.strokeWidthThick, 'solid', 'transparent'),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase200,
    textAlign: 'left',
  },
  shown: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
  },
  picture: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '136px',
    height: '96px',
    backgroundColor: '#000',
    color: tokens.colorNeutralForegroundInverted,
    fontSize: '28px',
  },
  caption: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  sub: {
    color: tokens.colorNeutralForeground3,
  },
  failed: {
    color: tokens.colorPaletteRedForeground1,
  },
  measurement: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
    fontSize: tokens.fontSizeBase200,
  },
  values: {
    display: 'flex',
    flexDirection: 'column',
  },
  none: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
})
