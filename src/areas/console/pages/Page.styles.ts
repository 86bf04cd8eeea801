import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Shared styles of the shell's own pages (errors, not-in-build, privacy, and the cards of the others). */
export const usePageStyles = makeStyles({
  centre: {
    minHeight: '70vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalXL),
  },
  code: { fontSize: '72px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  text: { maxWidth: '560px', color: tokens.colorNeutralForeground2, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  article: {
    maxWidth: '780px',
    margin: '0 auto',
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalXL),
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  /** A white card holding one part of a page (dashboard panels, personal-center columns). */
  panel: {
    ...shorthands.padding(tokens.spacingVerticalL, tokens.spacingHorizontalL),
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
})
