import { Button, Title3 } from '@fluentui/react-components'
import { PuzzlePieceRegular } from '@fluentui/react-icons'
import { useLocation } from 'wouter'
import { useT } from '../../../ui/i18n/useT'
import { usePageStyles } from './Page.styles'

/**
 * Shown when the menu names a view component that this build does not register: never a blank page.
 *
 * @example
 * <NotInBuildPage component="qc/sampling" />
 */
export function NotInBuildPage({ component }: { component: string }) {
  const styles = usePageStyles()
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <section className={styles.centre} aria-labelledby="clinic-not-in-build">
      <PuzzlePieceRegular className={styles.code} aria-hidden="true" />
      <Title3 as="h1" id="clinic-not-in-build" className={styles.heading}>
        {t('notInBuild.title')}
      </Title3>
      <p className={styles.text}>{t('notInBuild.body', { component })}</p>
      <Button appearance="primary" onClick={() => navigate('/')}>
        {t('notInBuild.home')}
      </Button>
    </section>
  )
}
