import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the personal center. */
export const useUserCenterStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(260px, 320px) 1fr', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  narrow: { gridTemplateColumns: '1fr' },
  heading: { margin: 0 },
  avatarBlock: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  factRow: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  codeRow: { display: 'grid', gridTemplateColumns: '1fr auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  hiddenInput: { display: 'none' },
})
