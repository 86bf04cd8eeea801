import { Spinner, Title3 } from '@fluentui/react-components'
import { lazy, Suspense } from 'react'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useGalleryStyles } from '../galleryStyles'
import { galleryMessages } from '../messages'

const GalleryCharts = lazy(() => import('./GalleryCharts'))

/** The chart gallery (`components/Echarts`): the chart library loads in its own chunk when this view opens. */
export default function EchartsView() {
  useMessages(galleryMessages)
  const t = useT()
  const styles = useGalleryStyles()
  return (
    <section className={styles.page} aria-label={t('gallery.echarts.title')}>
      <Title3 as="h1" className={styles.heading}>{t('gallery.echarts.title')}</Title3>
      <Suspense fallback={<Spinner size="small" label={t('gallery.echarts.loading')} />}>
        <GalleryCharts />
      </Suspense>
    </section>
  )
}
