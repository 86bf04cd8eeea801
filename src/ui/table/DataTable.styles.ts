import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the data table: a scrolling viewport, a sticky header, rows of a fixed height (virtualised). */
export const useDataTableStyles = makeStyles({
  viewport: {
    position: 'relative',
    overflow: 'auto',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { width: '100%' },
  header: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground3 },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  row: { boxSizing: 'border-box' },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2 },
  cell: {
    boxSizing: 'border-box',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    ':focus-visible': { outlineStyle: 'solid', outlineWidth: tokens.strokeWidthThick, outlineColor: tokens.colorStrokeFocus2, outlineOffset: '-2px' },
  },
  flexCell: { flexGrow: 1, flexShrink: 1, flexBasis: '120px', minWidth: '80px' },
  center: { justifyContent: 'center', textAlign: 'center' },
  end: { justifyContent: 'flex-end', textAlign: 'end' },
  expander: {
    minWidth: 'auto',
    width: '24px',
    height: '24px',
    ...shorthands.padding(0),
    marginInlineEnd: tokens.spacingHorizontalXS,
  },
  noExpander: { display: 'inline-block', width: '28px', flexShrink: 0 },
  status: {
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalL),
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
})
