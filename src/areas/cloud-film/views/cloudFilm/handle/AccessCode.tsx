import { makeStyles, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { useT } from '../../../../../ui/i18n/useT'
import { CopyButton } from './CopyButton'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  code: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, letterSpacing: '0.25em', fontFamily: tokens.fontFamilyMonospace },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
})

/** A plain access code, shown this once (it is stored hashed): large, with a copy button and the warning to pass it on now. */
export function AccessCode({ code, label }: { code: string; label: string }) {
  const t = useT()
  const styles = useStyles()
  const id = useId()
  return (
    <div className={styles.box} role="group" aria-labelledby={id}>
      <span id={id} className={styles.label}>{label}</span>
      <output className={styles.code} data-access-code={code}>{code}</output>
      <p className={styles.hint}>{t('cloudFilm.handle.issued.codeOnce')}</p>
      <CopyButton text={code} label={t('cloudFilm.handle.issued.copyCode')} />
    </div>
  )
}
