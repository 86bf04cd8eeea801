import { Badge, Button, ToolbarButton } from '@fluentui/react-components'
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { HisOrderItemDto } from '../../../../../core/contract/registration'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { GENDERS } from '../manual/RegistrationSlip'
import { OrderReview } from './OrderReview'

const REGISTER = ['admin', 'registration:add'] as const

/** The patient of an order: name, sex and birth date, and an emergency mark. */
export function orderPatientCell(row: HisOrderItemDto) {
  return <OrderPatient row={row} />
}

function OrderPatient({ row }: { row: HisOrderItemDto }) {
  const t = useT()
  return (
    <span>
      {row.patientName} <small>{t(GENDERS[row.gender] ?? 'resources.manual.gender.unknown')} {row.birthDate}</small>{' '}
      {row.urgency !== '0' ? <Badge color="danger" size="small">{t('resources.hisOrders.urgent')}</Badge> : null}
    </span>
  )
}

/** Still to register, or the exam number and registrar that hold the item. */
export function orderStateCell(row: HisOrderItemDto) {
  return <OrderState row={row} />
}

function OrderState({ row }: { row: HisOrderItemDto }) {
  const t = useT()
  if (!row.examNo) return <Badge appearance="outline" color="informative">{t('resources.hisOrders.registered.false')}</Badge>
  return <span>{row.examNo} <small>{row.registrar}</small></span>
}

/** A row's own button: review and register this order item (with the patient's other pending items of the same order). */
export function registerOrderAction(row: HisOrderItemDto, context: ResourceContext<HisOrderItemDto>) {
  return row.examNo ? null : <RegisterOne row={row} context={context} />
}

function RegisterOne({ row, context }: { row: HisOrderItemDto; context: ResourceContext<HisOrderItemDto> }) {
  const t = useT()
  const can = useCan(REGISTER)
  const [open, setOpen] = useState(false)
  if (!can) return null
  return (
    <>
      <Button size="small" appearance="subtle" icon={<ClipboardTaskListLtrRegular />} aria-label={t('resources.hisOrders.registerRow', { name: `${row.patientName} ${row.examItem}` })}
        onClick={() => setOpen(true)} />
      {open ? <OrderReview items={[row]} onClose={(done) => {
        setOpen(false)
        if (done) void context.refresh()
      }} /> : null}
    </>
  )
}

/** The toolbar's button: review and register the ticked items (of one patient). */
export function registerSelectedButton(context: ResourceContext<HisOrderItemDto>) {
  return <RegisterSelected context={context} />
}

function RegisterSelected({ context }: { context: ResourceContext<HisOrderItemDto> }) {
  const t = useT()
  const can = useCan(REGISTER)
  const [open, setOpen] = useState(false)
  const chosen = context.selected.filter((row) => !row.examNo)
  if (!can) return null
  return (
    <>
      <ToolbarButton appearance="primary" icon={<ClipboardTaskListLtrRegular />} disabledFocusable={chosen.length === 0} onClick={() => setOpen(true)}>
        {t('resources.hisOrders.registerSelected', { count: chosen.length })}
      </ToolbarButton>
      {open ? <OrderReview items={chosen} onClose={(done) => {
        setOpen(false)
        if (done) {
          context.list.select([])
          void context.refresh()
        }
      }} /> : null}
    </>
  )
}
