import { lazy, Suspense } from 'react'
import { useT } from '../../../ui/i18n/useT'
import { StackViewport } from './StackViewport'
import { useViewportStyles } from './Viewport.styles'
import { registerViewport, type ViewportProps } from './viewportRegistry'

// The waveform viewport (sheet drawing, calipers) loads with the first ECG series: most studies have none (the
// script-tag build has it inline: scripts/static-in-script-builds.mjs).
const EcgSheet = lazy(() => import(/* iife: static */ '../ecg/EcgViewport').then((m) => ({ default: m.EcgViewport })))

function EcgViewport(props: ViewportProps) {
  const styles = useViewportStyles()
  const t = useT()
  return (
    <Suspense fallback={<div className={styles.status} role="status">{t('common.loading')}</div>}>
      <EcgSheet {...props} />
    </Suspense>
  )
}

// The viewer's viewport types: a new one is one component and one line here.
registerViewport({ id: 'viewer.viewport.stack', kinds: ['image', 'error'], component: StackViewport })
registerViewport({ id: 'viewer.viewport.ecg', kinds: ['waveform'], component: EcgViewport })
