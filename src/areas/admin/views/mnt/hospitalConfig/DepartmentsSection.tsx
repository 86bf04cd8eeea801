import { Button, Field, Input, Subtitle1, Text } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useRef } from 'react'
import { useT } from '../../../../../ui/i18n/useT'
import { useHospitalConfigStyles } from './hospitalConfig.styles'
import type { DepartmentDraft, HospitalConfigController } from './useHospitalConfig'

const COLUMNS = ['name', 'modalities', 'address', 'phone'] as const

/**
 * The departments that report letterheads name: each with its modalities, address and phone; add and remove rows.
 *
 * @example
 * <DepartmentsSection form={form} readOnly={!canEdit} />
 */
export function DepartmentsSection({ form, readOnly }: { form: HospitalConfigController; readOnly: boolean }) {
  const styles = useHospitalConfigStyles()
  const t = useT()
  const rows = form.draft?.departments ?? []
  // The removed row's button goes with it: the focus moves to the add button instead of the page's start.
  const addButton = useRef<HTMLButtonElement>(null)
  const cell = (row: DepartmentDraft, index: number, column: typeof COLUMNS[number]) => {
    const message = form.error(`departments.${index}.${column}`)
    const label = `${t(`hospitalConfig.departments.${column}`)} · ${row.name || t('hospitalConfig.departments.unnamed')}`
    return (
      <Field validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input aria-label={label} value={row[column]} readOnly={readOnly} placeholder={column === 'modalities' ? t('hospitalConfig.departments.modalitiesHint') : undefined}
          onChange={(_e, data) => form.setDepartment(index, { [column]: data.value })} />
      </Field>
    )
  }
  return (
    <section className={styles.section} aria-labelledby="hospital-departments">
      <Subtitle1 as="h2" id="hospital-departments" className={styles.sectionHeading}>{t('hospitalConfig.departments.heading')}</Subtitle1>
      {rows.length ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('hospitalConfig.departments.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => <th key={column} className={styles.th} scope="col">{t(`hospitalConfig.departments.${column}`)}</th>)}
              {readOnly ? null : <td className={styles.th} />}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                {COLUMNS.map((column) => <td key={column} className={styles.td}>{cell(row, index, column)}</td>)}
                {readOnly ? null : (
                  <td className={styles.td}>
                    <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('hospitalConfig.departments.remove', { name: row.name || t('hospitalConfig.departments.unnamed') })}
                      onClick={() => {
                        form.removeDepartment(index)
                        addButton.current?.focus()
                      }} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ) : <Text>{t('hospitalConfig.departments.empty')}</Text>}
      {readOnly ? null : (
        <div>
          <Button ref={addButton} icon={<AddRegular />} onClick={form.addDepartment}>{t('hospitalConfig.departments.add')}</Button>
        </div>
      )}
    </section>
  )
}
