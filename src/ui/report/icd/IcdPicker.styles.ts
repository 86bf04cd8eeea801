import { makeStyles, tokens } from '@fluentui/react-components'

/** Styles of the ICD-10 picker. */
export const useIcdPickerStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  code: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  list: { maxHeight: '320px' },
})
