import type { t as translate } from '../../../core/i18n'
import type { Measurement } from './measure'

const fixed = (value: number, digits: number) => (Number.isInteger(value) ? String(value) : value.toFixed(digits))

/**
 * A measurement's values as the user reads them, one line per item: `66.15 mm`; `90.0°`; `Mean 40.0 HU`, `SD 2.1`,
 * `Min 35`, `Max 44`, `Area 100.00 mm²`, and with a calcium threshold `≥ 130 HU 12.24 mm² (34 px)`. Empty while a
 * measurement is still being drawn.
 *
 * @example
 * formatMeasurement(measurement, t).join(' · ')
 */
export function formatMeasurement(measurement: Measurement, t: typeof translate): string[] {
  const values = measurement.values
  if (!values) return []
  if (values.length !== undefined) return [`${values.length.toFixed(2)} ${values.lengthUnit}`]
  if (values.angle !== undefined) return [`${values.angle.toFixed(1)}°`]
  if (!values.stats || values.area === undefined) return []
  const { mean, sd, min, max, count } = values.stats
  const unit = values.unit ? ` ${values.unit}` : ''
  if (!count) return [t('picViewer.measure.area', { value: values.area.toFixed(2), unit: `${values.lengthUnit}²` })]
  const lines = [
    t('picViewer.measure.mean', { value: `${mean.toFixed(1)}${unit}` }),
    t('picViewer.measure.sd', { value: sd.toFixed(1) }),
    t('picViewer.measure.min', { value: fixed(min, 1) }),
    t('picViewer.measure.max', { value: fixed(max, 1) }),
    t('picViewer.measure.area', { value: values.area.toFixed(2), unit: `${values.lengthUnit}²` }),
  ]
  const calcium = values.calcium
  if (calcium) {
    lines.push(t('picViewer.measure.calcium', { threshold: calcium.threshold, value: calcium.area.toFixed(2), unit: `${values.lengthUnit}²`, count: calcium.count }))
  }
  return lines
}
