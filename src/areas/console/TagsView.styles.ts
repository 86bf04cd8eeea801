import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the tags view. */
export const useTagsViewStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    height: '34px',
    boxSizing: 'border-box',
    ...shorthands.padding(0, tokens.spacingHorizontalS),
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
    backgroundColor: tokens.colorNeutralBackground1,
    ...shorthands.borderBottom('1px', 'solid', tokens.colorNeutralStroke2),
    boxShadow: '0 1px 3px 0 rgba(0, 0, 0, 0.12)',
    listStyleType: 'none',
    margin: 0,
    gap: tokens.spacingHorizontalXS,
  },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    height: '26px',
    boxSizing: 'border-box',
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase200,
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor(tokens.colorBrandBackground),
    color: tokens.colorNeutralForegroundOnBrand,
  },
  link: {
    ...shorthands.padding(0, tokens.spacingHorizontalS),
    color: 'inherit',
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    lineHeight: '24px',
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  close: {
    minWidth: '18px',
    width: '18px',
    height: '18px',
    marginInlineEnd: '4px',
    color: 'inherit',
  },
  menu: { minWidth: '105px' },
})
