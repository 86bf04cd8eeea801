import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the header search and its result list. */
export const useHeaderSearchStyles = makeStyles({
  root: { position: 'relative' },
  box: { width: '220px' },
  results: {
    position: 'absolute',
    insetInlineEnd: 0,
    top: 'calc(100% + 4px)',
    zIndex: 20,
    width: '360px',
    maxHeight: '360px',
    overflowY: 'auto',
    margin: 0,
    ...shorthands.padding(tokens.spacingVerticalXS, 0),
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  row: { display: 'flex', alignItems: 'center', ...shorthands.padding(0, tokens.spacingHorizontalXS, 0, tokens.spacingHorizontalM) },
  link: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    ...shorthands.padding(tokens.spacingVerticalS, 0),
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  path: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  empty: { ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM), color: tokens.colorNeutralForeground3 },
  star: { color: tokens.colorPaletteMarigoldForeground1 },
})
