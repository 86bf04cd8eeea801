import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

const STEPS = ['server', 'security', 'password', 'send', 'safety', 'test'] as const

/** How to use the mail tool (eladmin's 使用说明 tab). */
export function EmailUsageTab() {
  const t = useT()
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <Body1>{t('email.usage.intro')}</Body1>
      <ol className={styles.list}>
        {STEPS.map((step) => <li key={step}><Body1>{t(`email.usage.${step}`)}</Body1></li>)}
      </ol>
    </div>
  )
}
