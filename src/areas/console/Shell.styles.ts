import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the console layout: sidebar | (navbar, tags, content, footer). */
export const useShellStyles = makeStyles({
  root: { display: 'flex', height: '100vh', width: '100%', overflow: 'hidden', backgroundColor: tokens.colorNeutralBackground2 },
  aside: { flexShrink: 0, height: '100%', zIndex: 10 },
  overlay: { position: 'fixed', insetBlock: 0, insetInlineStart: 0, zIndex: 30, boxShadow: tokens.shadow28 },
  asideHidden: { display: 'none' },
  backdrop: {
    position: 'fixed',
    inset: 0,
    zIndex: 25,
    ...shorthands.border('0'),
    ...shorthands.padding(0),
    backgroundColor: 'rgba(0, 0, 0, 0.3)',
    cursor: 'pointer',
  },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto' },
  header: { zIndex: 5 },
  sticky: { position: 'sticky', top: 0 },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalL,
    ...shorthands.padding(tokens.spacingVerticalM, tokens.spacingHorizontalL),
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  footerLink: { color: 'inherit' },
  // Off screen until it has the keyboard focus, then the first thing on the page.
  skipLink: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 50,
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM),
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('0'),
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'underline',
    cursor: 'pointer',
    ':focus': { top: tokens.spacingVerticalS },
  },
})
