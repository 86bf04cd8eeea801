import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the viewer's frame: toolbar, series panel, viewport grid and whole-viewer messages. */
/** The look of the toolbar's own fields (the preset and frame-rate choices, the window width and level). */
const field = {
  height: '32px',
  ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground1,
  color: tokens.colorNeutralForeground1,
  fontFamily: 'inherit',
  fontSize: tokens.fontSizeBase300,
} as const

export const usePicViewerStyles = makeStyles({
  root: {
    // Fills the host (which is position: relative), whatever wraps this tree inside the shadow root.
    position: 'absolute',
    inset: 0,
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr)',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    ...shorthands.padding(tokens.spacingVerticalXS, tokens.spacingHorizontalS),
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    // On a phone the toolbar is one row that scrolls sideways, leaving the height to the images.
    '@media (max-width: 640px)': { flexWrap: 'nowrap', overflowX: 'auto' },
  },
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2px',
    '@media (max-width: 640px)': { flexWrap: 'nowrap' },
  },
  select: { ...field, maxWidth: '150px', ...shorthands.padding(0, tokens.spacingHorizontalS) },
  numberLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, whiteSpace: 'nowrap' },
  number: { ...field, width: '68px', boxSizing: 'border-box', ...shorthands.padding(0, tokens.spacingHorizontalXS) },
  body: {
    display: 'grid',
    gridTemplateColumns: '168px minmax(0, 1fr)',
    minHeight: 0,
    '@media (max-width: 640px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto minmax(0, 1fr)',
    },
  },
  grid: {
    display: 'grid',
    gap: '2px',
    minHeight: 0,
    backgroundColor: '#1b1b1b',
  },
  layout1x1: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)' },
  layout1x2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridTemplateRows: 'minmax(0, 1fr)' },
  layout2x2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridTemplateRows: 'repeat(2, minmax(0, 1fr))' },
  message: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    ...shorthands.padding(tokens.spacingVerticalXXL),
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
  },
  handoff: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalXXL),
  },
  handoffTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
})
