import { useStore } from '@nanostores/react'
import type { UiSize } from '../../core/config/settings'
import { $uiSize } from '../../core/layout/layout'

/** Fluent sizes for one density of the size menu (Default, Medium, Small, Mini). */
export interface Density {
  size: UiSize
  control: 'small' | 'medium' | 'large'
  table: 'extra-small' | 'small' | 'medium'
  /** Pixel height of a table row (virtualised tables need it). */
  rowHeight: number
}

const densities: Record<UiSize, Density> = {
  default: { size: 'default', control: 'large', table: 'medium', rowHeight: 44 },
  medium: { size: 'medium', control: 'medium', table: 'medium', rowHeight: 40 },
  small: { size: 'small', control: 'medium', table: 'small', rowHeight: 34 },
  mini: { size: 'mini', control: 'small', table: 'extra-small', rowHeight: 26 },
}

/**
 * The density the console's size menu chose, as Fluent sizes for inputs, buttons and tables: tables and forms of
 * every view follow it.
 *
 * @example
 * const { control, table, rowHeight } = useDensity()
 */
export function useDensity(): Density {
  return densities[useStore($uiSize)]
}
