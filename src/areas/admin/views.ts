import type { ComponentType } from 'react'

/**
 * The views of the administration area by name (the `view` attribute), each loaded on demand from its own chunk.
 * `npm run new:view -- admin <name>` adds a line here.
 */
export const adminViews: Record<string, () => Promise<{ default: ComponentType }>> = {
  'system/dict': () => import('./views/system/dict'),
  'system/job': () => import('./views/system/job'),
  'system/user': () => import('./views/system/user'),
}
