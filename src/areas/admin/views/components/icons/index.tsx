import { Spinner, Title3 } from '@fluentui/react-components'
import { lazy, Suspense } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useGalleryStyles } from '../galleryStyles'
import { galleryMessages } from '../messages'

const IconGrid = lazy(() => import('./IconGrid'))

/**
 * The icon picker (`components/icons/index`, eladmin's 图标库) over the whole Fluent icon set: search by name, a page of
 * icons at a time (each icon's module loads when its tile shows), arrow keys through the grid, Enter copies the name.
 * The catalogue of names is a chunk of its own, loaded with this view.
 */
export default function IconsView() {
  useMessages(galleryMessages)
  const t = useT()
  const styles = useGalleryStyles()
  return (
    <section className={styles.page} aria-label={t('gallery.icons.title')}>
      <Title3 as="h1" className={styles.heading}>{t('gallery.icons.title')}</Title3>
      <Suspense fallback={<Spinner size="small" label={t('gallery.icons.loading')} />}>
        <IconGrid />
      </Suspense>
    </section>
  )
}
