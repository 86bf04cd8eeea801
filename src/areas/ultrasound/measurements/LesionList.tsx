import { Button, Checkbox, Field, Input, Select } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import type { BiRads, TiradsFeatures, UsLesion } from '../../../core/contract/ultrasound'
import { tiradsAction, tiradsLevel, tiradsPoints } from '../../../core/ultrasound/tirads'
import { useT } from '../../../ui/i18n/useT'
import { useMeasurementStyles } from './MeasurementPanel.styles'
import { NumberInput } from './NumberInput'

const P = 'ultrasound.measure'
const BI_RADS: readonly BiRads[] = ['0', '1', '2', '3', '4A', '4B', '4C', '5', '6']
const TIRADS_CHOICES = {
  composition: ['cystic', 'spongiform', 'mixed', 'solid'],
  echogenicity: ['anechoic', 'hyperIso', 'hypo', 'veryHypo'],
  shape: ['wider', 'taller'],
  margin: ['smooth', 'illDefined', 'irregular', 'extension'],
} as const
const FOCI = ['macro', 'rim', 'punctate'] as const
const NEW_TIRADS: TiradsFeatures = { composition: 'solid', echogenicity: 'hypo', shape: 'wider', margin: 'smooth', foci: [] }

/**
 * The lesions of a breast (each with its BI-RADS category) or thyroid table (each with its ACR TI-RADS features, the
 * points and TR level they give and what the largest diameter calls for).
 */
export function LesionList({ kind, lesions, onChange, editable }: {
  kind: 'breast' | 'thyroid'
  lesions: UsLesion[]
  onChange(next: UsLesion[]): void
  editable: boolean
}) {
  const t = useT()
  const styles = useMeasurementStyles()
  const update = (i: number, patch: Partial<UsLesion>) => onChange(lesions.map((lesion, j) => (j === i ? { ...lesion, ...patch } : lesion)))
  return (
    <section className={styles.fetus} aria-label={t(`${P}.lesions.title`)}>
      <h4 className={styles.heading}>{t(`${P}.lesions.title`)}</h4>
      {lesions.map((lesion, i) => {
        const n = i + 1
        const features = lesion.tirads ?? NEW_TIRADS
        const points = tiradsPoints(features)
        const level = tiradsLevel(points)
        const largest = Math.max(...lesion.size.filter((d): d is number => d !== null && Number.isFinite(d)), 0)
        return (
          <div key={i} className={styles.lesion} role="group" aria-label={t(`${P}.lesions.lesion`, { n })}>
            <div className={styles.row}>
              <Field label={t(`${P}.lesions.location`)} size="small">
                <Input value={lesion.location} disabled={!editable} onChange={(_e, d) => update(i, { location: d.value })} />
              </Field>
              {[0, 1, 2].map((d) => (
                <Field key={d} label={t(`${P}.lesions.size`, { n: d + 1 })} size="small">
                  <NumberInput
                    value={lesion.size[d] ?? undefined}
                    label={t(`${P}.lesions.size`, { n: d + 1 })}
                    disabled={!editable}
                    onChange={(v) => {
                      const size = [...lesion.size] as UsLesion['size']
                      size[d] = v ?? null
                      update(i, { size })
                    }}
                  />
                </Field>
              ))}
              {kind === 'breast' ? (
                <Field label={t(`${P}.lesions.biRads`)} size="small">
                  <Select value={lesion.biRads ?? ''} disabled={!editable} onChange={(_e, d) => update(i, { biRads: (d.value || null) as BiRads | null })}>
                    <option value="">{t(`${P}.notChosen`)}</option>
                    {BI_RADS.map((c) => <option key={c} value={c}>{c}</option>)}
                  </Select>
                </Field>
              ) : null}
              <Button size="small" icon={<DeleteRegular />} disabled={!editable} onClick={() => onChange(lesions.filter((_l, j) => j !== i))}>
                {t(`${P}.lesions.remove`, { n })}
              </Button>
            </div>
            {kind === 'thyroid' ? (
              <div className={styles.row}>
                {(Object.keys(TIRADS_CHOICES) as (keyof typeof TIRADS_CHOICES)[]).map((category) => (
                  <Field key={category} label={t(`${P}.lesions.${category}`)} size="small">
                    <Select value={features[category]} disabled={!editable} onChange={(_e, d) => update(i, { tirads: { ...features, [category]: d.value } })}>
                      {TIRADS_CHOICES[category].map((choice) => <option key={choice} value={choice}>{t(`${P}.tiradsOptions.${choice}`)}</option>)}
                    </Select>
                  </Field>
                ))}
                <Field label={t(`${P}.lesions.foci`)} size="small">
                  <div>
                    {FOCI.map((focus) => (
                      <Checkbox
                        key={focus}
                        label={t(`${P}.tiradsOptions.${focus}`)}
                        checked={features.foci.includes(focus)}
                        disabled={!editable}
                        onChange={(_e, d) => update(i, { tirads: { ...features, foci: d.checked ? [...features.foci, focus] : features.foci.filter((f) => f !== focus) } })}
                      />
                    ))}
                  </div>
                </Field>
                <p role="status">
                  {t(`${P}.lesions.level`, { level, points })} · {t(`${P}.lesions.${tiradsAction(level, largest || null)}`)}
                </p>
              </div>
            ) : null}
          </div>
        )
      })}
      <div>
        <Button
          size="small"
          icon={<AddRegular />}
          disabled={!editable || lesions.length >= 30}
          onClick={() => onChange([...lesions, { location: '', size: [null, null, null], ...(kind === 'breast' ? { biRads: null } : { tirads: NEW_TIRADS }) }])}
        >
          {t(`${P}.lesions.add`)}
        </Button>
      </div>
    </section>
  )
}
