import { createElement, type ComponentType } from 'react'
import type { QcFamily } from '../../core/contract'

/** Props every QC view takes: the family its menu entry serves (`qc/…` imaging, `ultrasonicControl/…` ultrasound). */
export interface QcViewProps {
  family: QcFamily
}

/**
 * One lazily loaded QC view bound to a family: both menu prefixes map to the same module, and the view map says which
 * family each entry serves, so a view never guesses it from its name.
 *
 * @example
 * 'qc/sampling': forFamily(() => import('./views/sampling'), 'imaging')
 */
export function forFamily(load: () => Promise<{ default: ComponentType<QcViewProps> }>, family: QcFamily): () => Promise<{ default: ComponentType }> {
  return () => load().then(({ default: View }) => {
    const Bound = () => createElement(View, { family })
    Bound.displayName = `${View.displayName ?? View.name}(${family})`
    return { default: Bound }
  })
}

/** The console path prefix of a family's QC views. */
export function qcPrefix(family: QcFamily): string {
  return family === 'imaging' ? '/qc' : '/ultrasonicControl'
}

/** The resource-name suffix of a family (`qcTaskImaging`): each family keeps its own columns and titles. */
export function familySuffix(family: QcFamily): 'Imaging' | 'Ultrasound' {
  return family === 'imaging' ? 'Imaging' : 'Ultrasound'
}
