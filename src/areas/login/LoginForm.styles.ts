import { makeStyles, shorthands, tokens } from '@fluentui/react-components'

/** Styles of the login form and its full-page variant. */
export const useLoginFormStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    ...shorthands.padding(tokens.spacingVerticalXXL, tokens.spacingHorizontalL),
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground3} 55%, ${tokens.colorNeutralBackground1} 100%)`,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXL),
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  mark: {
    fontSize: '32px',
    color: tokens.colorBrandForeground1,
  },
  titles: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalS,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    textWrap: 'balance',
  },
  subtitle: {
    margin: 0,
    color: tokens.colorNeutralForeground3,
  },
  codeRow: {
    display: 'grid',
    gridTemplateColumns: '1fr 111px',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  codeButton: {
    height: '36px',
    width: '111px',
    minWidth: '111px',
    ...shorthands.padding(0),
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  codeImage: {
    display: 'block',
    width: '111px',
    height: '36px',
  },
  submit: {
    width: '100%',
  },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
})
