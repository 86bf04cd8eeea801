import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the critical-value notification dialog. */
export const useCriticalNoticeDialogStyles = makeStyles({
  surface: { maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  patient: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
  },
  wide: { gridColumn: '1 / -1' },
})
