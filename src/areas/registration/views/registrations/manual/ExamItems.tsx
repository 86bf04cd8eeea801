import { Button, makeStyles, Text, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import type { BodyPartDto, CheckMethodDto } from '../../../../../core/contract/registration'
import { http } from '../../../../../core/http/http'
import type { FieldDeclaration } from '../../../../../core/resource/resource.types'
import { FormField } from '../../../../../ui/form/fields/FormField'
import { useDensity } from '../../../../../ui/density/useDensity'
import { optionsKey, useOptions } from '../../../../../ui/form/useOptions'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { emptyItem, sources, type ItemValue } from './registration.form'

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', '& th': { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` }, '& td': { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, verticalAlign: 'top' } },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: tokens.spacingVerticalS },
  total: { fontWeight: tokens.fontWeightSemibold },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, gridColumn: '1 / -1' },
  label: { fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
})

/** The fee of a part by a method: the part's own fee plus the method's extra (an enhanced scan costs more). */
function priced(parts: readonly BodyPartDto[] | undefined, methods: readonly CheckMethodDto[] | undefined, item: ItemValue): number | null {
  const part = parts?.find((p) => String(p.id) === item.bodyPartId)
  if (!part) return null
  const method = methods?.find((m) => String(m.id) === item.checkMethodId)
  return part.fee + (method?.feeExtra ?? 0)
}

interface RowProps {
  item: ItemValue
  index: number
  modalityId: unknown
  parts: readonly BodyPartDto[] | undefined
  methods: readonly CheckMethodDto[] | undefined
  onChange: (item: ItemValue) => void
  onRemove: (() => void) | null
}

function ItemRow({ item, index, modalityId, parts, methods, onChange, onRemove }: RowProps) {
  const t = useT()
  const { control: size } = useDensity()
  const hasSmallParts = useOptions({ optionsFrom: sources.smallParts(item.bodyPartId) }).choices.length > 0
  const n = index + 1
  const set = (patch: Partial<ItemValue>) => {
    const next = { ...item, ...patch }
    if (!next.feeTyped && ('bodyPartId' in patch || 'checkMethodId' in patch)) next.fee = priced(parts, methods, next)
    onChange(next)
  }
  const cell = (what: string, field: FieldDeclaration, value: unknown, change: (value: unknown) => void, disabled = false) => (
    <td>
      <FormField field={field} labelKey="resources.manual.items.rowLabel" labelValues={{ n, what: t(`resources.manual.items.${what}`) }}
        labelHidden value={value} onChange={change} disabled={disabled} />
    </td>
  )
  const id = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value))
  return (
    <tr data-item={n}>
      {cell('bodyPart', { name: 'bodyPartId', kind: 'select', optionsFrom: sources.bodyParts(modalityId) }, item.bodyPartId,
        (v) => set({ bodyPartId: id(v), bodyPartSmallId: null }), !modalityId)}
      {cell('bodyPartSmall', { name: 'bodyPartSmallId', kind: 'select', optionsFrom: sources.smallParts(item.bodyPartId) }, item.bodyPartSmallId,
        (v) => set({ bodyPartSmallId: id(v) }), !item.bodyPartId || !hasSmallParts)}
      {cell('checkMethod', { name: 'checkMethodId', kind: 'select', optionsFrom: sources.methods(modalityId) }, item.checkMethodId,
        (v) => set({ checkMethodId: id(v) }), !modalityId)}
      {cell('fee', { name: 'fee', kind: 'number', min: 0, max: 100_000, precision: 2 }, item.fee,
        (v) => onChange({ ...item, fee: typeof v === 'number' ? v : null, feeTyped: true }))}
      <td>
        {onRemove ? (
          <Button appearance="subtle" size={size} icon={<DeleteRegular />} aria-label={t('resources.manual.items.remove', { n })} onClick={onRemove} />
        ) : null}
      </td>
    </tr>
  )
}

/** Props of {@link ExamItems}. */
export interface ExamItemsProps {
  modalityId: unknown
  items: ItemValue[]
  onChange: (items: ItemValue[]) => void
  error?: string | undefined
}

/**
 * The exam items of one registration: each a body part (then its small parts), a check method and the fee (the
 * part's fee plus the method's extra, until the registrar types another), one exam per item. Rows are added and
 * removed; the total is shown.
 *
 * @example
 * <ExamItems modalityId={values.modalityId} items={items} onChange={setItems} />
 */
export function ExamItems({ modalityId, items, onChange, error }: ExamItemsProps) {
  const t = useT()
  const styles = useStyles()
  const { control: size } = useDensity()
  const partsSource = sources.bodyParts(modalityId)
  const methodsSource = sources.methods(modalityId)
  const parts = useQuery(partsSource ? optionsKey(partsSource) : null, (key) => http.get<BodyPartDto[]>(key), { staleMs: 30_000 }).data
  const methods = useQuery(methodsSource ? optionsKey(methodsSource) : null, (key) => http.get<CheckMethodDto[]>(key), { staleMs: 30_000 }).data
  const total = items.reduce((sum, item) => sum + (item.fee ?? 0), 0)
  return (
    <div role="group" aria-labelledby="registration-items-label" aria-describedby={error ? 'registration-items-error' : undefined} className={styles.group} data-field="items">
      <Text id="registration-items-label" className={styles.label}>
        {t('resources.manual.fields.items')}<span className={styles.required} aria-hidden="true">*</span>
      </Text>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('resources.manual.items.bodyPart')}</th>
            <th scope="col">{t('resources.manual.items.bodyPartSmall')}</th>
            <th scope="col">{t('resources.manual.items.checkMethod')}</th>
            <th scope="col">{t('resources.manual.items.fee')}</th>
            <th scope="col"><span className={styles.hidden}>{t('resources.manual.items.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <ItemRow
              key={item.key}
              item={item}
              index={index}
              modalityId={modalityId}
              parts={parts}
              methods={methods}
              onChange={(next) => onChange(items.map((it) => (it.key === item.key ? next : it)))}
              onRemove={items.length > 1 ? () => onChange(items.filter((it) => it.key !== item.key)) : null}
            />
          ))}
        </tbody>
      </table>
      <div className={styles.footer}>
        <Button size={size} icon={<AddRegular />} disabled={!modalityId || items.length >= 10} onClick={() => onChange([...items, emptyItem()])}>
          {t('resources.manual.items.add')}
        </Button>
        <span className={styles.total} aria-live="polite">{t('resources.manual.items.total', { total: total.toFixed(2) })}</span>
      </div>
      {error ? <Text id="registration-items-error" role="alert" className={styles.error}>{error}</Text> : null}
    </div>
  )
}
