import { Body1, Title2, Title3 } from '@fluentui/react-components'
import { useMessages } from '../../../ui/i18n/useMessages'
import { useT } from '../../../ui/i18n/useT'
import { LocaleMenu } from '../../../ui/locale/LocaleMenu'
import { privacyMessages } from '../privacyMessages'
import { usePageStyles } from './Page.styles'


const SECTIONS = ['collect', 'use', 'share', 'security', 'retention', 'rights'] as const

/**
 * The privacy statement (/other/yssm), public.
 *
 * @example
 * <PrivacyPage />
 */
export function PrivacyPage() {
  useMessages(privacyMessages)
  const styles = usePageStyles()
  const t = useT()
  return (
    <article className={styles.article} aria-labelledby="clinic-privacy-title">
      <LocaleMenu />
      <Title2 as="h1" id="clinic-privacy-title" className={styles.heading}>
        {t('privacy.title')}
      </Title2>
      <p className={styles.muted}>{t('privacy.updated')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Title3 as="h2" className={styles.heading}>
            {t(`privacy.sections.${section}.heading`)}
          </Title3>
          <Body1 as="p">{t(`privacy.sections.${section}.body`)}</Body1>
        </section>
      ))}
      <p className={styles.muted}>{t('privacy.contact')}</p>
    </article>
  )
}
