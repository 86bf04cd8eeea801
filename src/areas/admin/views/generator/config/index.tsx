import { Button, Checkbox, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Subtitle1, Title3, tokens } from '@fluentui/react-components'
import { useEffect, useMemo, useState } from 'react'
import type { ColumnInfoDto, GenConfigDto, GenTableDto, Page } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import type { FormDeclaration } from '../../../../../core/resource/resource.types'
import { useViewParams } from '../../../../../ui/area/viewParams'
import { useDensity } from '../../../../../ui/density/useDensity'
import { InlineForm } from '../../../../../ui/form/InlineForm'
import { useFormController } from '../../../../../ui/form/useFormController'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { DataTable } from '../../../../../ui/table/DataTable'
import type { DataTableColumn } from '../../../../../ui/table/dataTable.types'
import { downloadCode, syncTables } from '../generatorActions'
import { generatorMessages } from '../messages'
import { PreviewDialog } from '../PreviewDialog'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  narrow: { minWidth: '7em' },
})

const FORM_TYPES = ['', 'Input', 'Textarea', 'Radio', 'Select', 'Date'] as const
const QUERY_TYPES = ['', '=', '!=', '>=', '<=', 'Like', 'NotNull', 'BetWeen'] as const
const NAME = /^[A-Za-z][A-Za-z0-9]*$/

/** The generator's settings of a table (eladmin `GenConfig`, for this project's resources). */
const genConfigForm: FormDeclaration<GenConfigDto> = {
  defaults: {},
  toBody: (values) => ({
    apiAlias: String(values.apiAlias ?? '').trim(), moduleName: String(values.moduleName ?? '').trim(), path: String(values.path ?? '').trim(),
    apiPath: String(values.apiPath ?? '').trim(), author: String(values.author ?? '').trim(), prefix: String(values.prefix ?? '').trim(), cover: false,
  }),
  fields: [
    { name: 'apiAlias', kind: 'text', required: true, maxLength: 100 },
    { name: 'moduleName', kind: 'text', required: true, maxLength: 64, help: 'generator.moduleNameHelp', rules: [{ kind: 'pattern', pattern: NAME, message: 'generator.nameInvalid' }] },
    { name: 'path', kind: 'text', required: true, maxLength: 120, help: 'generator.pathHelp',
      rules: [{ kind: 'pattern', pattern: /^[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z][A-Za-z0-9]*)*$/, message: 'generator.pathInvalid' }] },
    { name: 'apiPath', kind: 'text', required: true, maxLength: 120, rules: [{ kind: 'pattern', pattern: /^\/?api\/[A-Za-z][A-Za-z0-9/]*$/, message: 'generator.apiPathInvalid' }] },
    { name: 'author', kind: 'text', maxLength: 50 },
    { name: 'prefix', kind: 'text', maxLength: 30 },
  ],
  columns: 2,
}

function ColumnSettings({ table }: { table: string }) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const { data, reload } = useQuery(`api/generator/columns?tableName=${encodeURIComponent(table)}`, (url) => http.get<Page<ColumnInfoDto>>(url))
  const dicts = useQuery('api/dict/all', (url) => http.get<{ name: string }[]>(url)).data
  const [rows, setRows] = useState<ColumnInfoDto[]>([])
  const [busy, setBusy] = useState(false)
  useEffect(() => setRows(data?.content ?? []), [data])
  const change = (id: number, patch: Partial<ColumnInfoDto>) => setRows((all) => all.map((row) => (row.id === id ? { ...row, ...patch } : row)))
  const save = async () => {
    setBusy(true)
    try {
      await http.put('api/generator', rows)
      notify({ intent: 'success', message: t('generator.saved') })
    } finally {
      setBusy(false)
    }
  }
  const sync = async () => {
    await syncTables([table])
    await reload()
    notify({ intent: 'success', message: t('generator.synced', { count: 1 }) })
  }
  const columns = useMemo<DataTableColumn<ColumnInfoDto>[]>(() => {
    const check = (key: 'notNull' | 'listShow' | 'formShow') => (row: ColumnInfoDto) => (
      <Checkbox checked={row[key]} onChange={(_e, d) => change(row.id, { [key]: d.checked === true })} aria-label={t(`generator.columns.${key}Of`, { column: row.columnName })} />
    )
    return [
      { id: 'columnName', header: t('generator.columns.columnName'), cell: (row) => row.columnName },
      { id: 'columnType', header: t('generator.columns.columnType'), cell: (row) => row.columnType, width: 100 },
      { id: 'remark', header: t('generator.columns.remark'), cell: (row) => (
        <Input size="small" value={row.remark} onChange={(_e, d) => change(row.id, { remark: d.value })} aria-label={t('generator.columns.remarkOf', { column: row.columnName })} />
      ) },
      { id: 'notNull', header: t('generator.columns.notNull'), cell: check('notNull'), width: 80, align: 'center' },
      { id: 'listShow', header: t('generator.columns.listShow'), cell: check('listShow'), width: 80, align: 'center' },
      { id: 'formShow', header: t('generator.columns.formShow'), cell: check('formShow'), width: 80, align: 'center' },
      { id: 'formType', header: t('generator.columns.formType'), width: 130, cell: (row) => (
        <Select size="small" className={styles.narrow} value={row.formType} onChange={(_e, d) => change(row.id, { formType: d.value as ColumnInfoDto['formType'] })}
          aria-label={t('generator.columns.formTypeOf', { column: row.columnName })}>
          {FORM_TYPES.map((v) => <option key={v} value={v}>{v ? t(`generator.formTypes.${v}`) : '—'}</option>)}
        </Select>
      ) },
      { id: 'queryType', header: t('generator.columns.queryType'), width: 120, cell: (row) => (
        <Select size="small" className={styles.narrow} value={row.queryType} onChange={(_e, d) => change(row.id, { queryType: d.value as ColumnInfoDto['queryType'] })}
          aria-label={t('generator.columns.queryTypeOf', { column: row.columnName })}>
          {QUERY_TYPES.map((v) => <option key={v} value={v}>{v || '—'}</option>)}
        </Select>
      ) },
      { id: 'dictName', header: t('generator.columns.dictName'), width: 150, cell: (row) => (
        <Select size="small" className={styles.narrow} value={row.dictName} onChange={(_e, d) => change(row.id, { dictName: d.value })}
          aria-label={t('generator.columns.dictNameOf', { column: row.columnName })}>
          <option value="">—</option>
          {(dicts ?? []).map((d) => <option key={d.name} value={d.name}>{d.name}</option>)}
        </Select>
      ) },
    ]
  }, [t, styles, dicts])
  return (
    <section>
      <Subtitle1 as="h2">{t('generator.columnsTitle')}</Subtitle1>
      <div className={styles.bar}>
        <Button size={control} appearance="primary" disabled={busy || rows.length === 0} onClick={() => void save()}>{t('generator.saveColumns')}</Button>
        <Button size={control} onClick={() => void sync()}>{t('generator.sync')}</Button>
      </div>
      <DataTable rows={rows} columns={columns} getRowId={(row) => row.id} label={t('generator.columnsTitle')} loading={!data} />
    </section>
  )
}

function TableConfig({ table }: { table: string }) {
  const t = useT()
  const { data, reload } = useQuery(`api/genConfig/${encodeURIComponent(table)}`, (url) => http.get<GenConfigDto>(url))
  if (!data) return <Spinner label={t('generator.loading')} />
  return <ConfigForm key={JSON.stringify(data)} config={data} onSaved={() => void reload()} />
}

function ConfigForm({ config, onSaved }: { config: GenConfigDto; onSaved: () => void }) {
  const t = useT()
  const form = useFormController(genConfigForm, 'edit', config, async (body) => {
    await http.put(`api/genConfig/${encodeURIComponent(config.tableName)}`, body, { quietStatuses: [400] })
  })
  return (
    <section>
      <Subtitle1 as="h2">{t('generator.configTitle')}</Subtitle1>
      <InlineForm form={form} labelPrefix="generator.config." columns={2} submitText={t('generator.saveConfig')} busyText={t('generator.saving')}
        onSubmitted={() => {
          notify({ intent: 'success', message: t('generator.saved') })
          onSaved()
        }} />
    </section>
  )
}

/** Props of the settings view when another view opens it in place (embedded alone, no console to route). */
export interface GeneratorConfigProps {
  tableName?: string
  onBack?: () => void
}

/**
 * A table's generator settings (`generator/config`, route `/sys-tools/generator/config/:tableName`): the column
 * settings (list and form show, form type, query type, dictionary, remark; synced with the schema) and the table's
 * generator configuration, with preview and download. The table comes from the route (`tableName`), else it is chosen here.
 */
export default function GeneratorConfigView({ tableName, onBack }: GeneratorConfigProps) {
  useMessages(generatorMessages)
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const params = useViewParams()
  const [chosen, setChosen] = useState<string | null>(null)
  const [preview, setPreview] = useState(false)
  const table = tableName ?? params.tableName ?? chosen
  const tables = useQuery(table ? null : 'api/generator/tables/all', (url) => http.get<GenTableDto[]>(url)).data
  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{table ? t('generator.configOf', { table }) : t('generator.configHeading')}</Title3>
      {table ? (
        <>
          <div className={styles.bar}>
            {onBack ? <Button size={control} onClick={onBack}>{t('generator.back')}</Button> : null}
            <Button size={control} onClick={() => setPreview(true)}>{t('generator.preview')}</Button>
            <Button size={control} onClick={() => void downloadCode(table)}>{t('generator.download')}</Button>
          </div>
          <TableConfig table={table} />
          <ColumnSettings table={table} />
          {preview ? <PreviewDialog table={table} onClose={() => setPreview(false)} /> : null}
        </>
      ) : (
        <>
          <MessageBar intent="info"><MessageBarBody>{t('generator.chooseTableHint')}</MessageBarBody></MessageBar>
          <Field label={t('generator.chooseTable')}>
            <Select value="" onChange={(_e, d) => setChosen(d.value || null)}>
              <option value="">—</option>
              {(tables ?? []).map((x) => <option key={x.tableName} value={x.tableName}>{x.tableName}</option>)}
            </Select>
          </Field>
        </>
      )}
    </div>
  )
}
