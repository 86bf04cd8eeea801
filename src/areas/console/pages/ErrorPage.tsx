import { Button, Title2 } from '@fluentui/react-components'
import { useLocation } from 'wouter'
import { useT } from '../../../ui/i18n/useT'
import { usePageStyles } from './Page.styles'

/**
 * The 404 and 401 pages, with a way home and a way back.
 *
 * @example
 * <ErrorPage kind="404" />
 */
export function ErrorPage({ kind }: { kind: '404' | '401' }) {
  const styles = usePageStyles()
  const t = useT()
  const [, navigate] = useLocation()
  const [title, body] =
    kind === '404' ? [t('errorPage.notFoundTitle'), t('errorPage.notFoundBody')] : [t('errorPage.unauthorizedTitle'), t('errorPage.unauthorizedBody')]
  return (
    <main className={styles.centre}>
      <div className={styles.code} aria-hidden="true">
        {kind}
      </div>
      <Title2 as="h1" className={styles.heading}>
        {title}
      </Title2>
      <p className={styles.text}>{body}</p>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate('/')}>
          {t('errorPage.home')}
        </Button>
        <Button onClick={() => history.back()}>{t('errorPage.back')}</Button>
      </div>
    </main>
  )
}
