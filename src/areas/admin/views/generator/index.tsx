import { Button, makeStyles, Tooltip } from '@fluentui/react-components'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import type { GenTableDto } from '../../../../core/contract'
import { notify } from '../../../../core/notify/notifications'
import { NavigateFallbackContext, routePath, useNavigateTo } from '../../../../ui/element/navigate'
import { useMessages } from '../../../../ui/i18n/useMessages'
import { useT } from '../../../../ui/i18n/useT'
import { ResourcePage } from '../../../../ui/resource/ResourcePage'
import type { ResourceView } from '../../../../ui/resource/resourceView.types'
import { downloadCode, generateIntoProject, syncTables } from './generatorActions'
import { generatorMessages } from './messages'
import { PreviewDialog } from './PreviewDialog'

const GeneratorConfig = lazy(() => import('./config'))

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '2px', flexWrap: 'nowrap' },
})

/** The console path of a table's generator settings (`/sys-tools/generator/config/:tableName`). */
const configPath = (table: string) => routePath(`/sys-tools/generator/config/${encodeURIComponent(table)}`)

function TablesPage({ onPreview }: { onPreview: (table: string) => void }) {
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const view = useMemo<ResourceView<GenTableDto>>(() => ({
    name: 'genTable',
    endpoint: 'api/generator/tables',
    idField: 'tableName',
    permissions: { list: ['admin'] },
    download: false,
    selectable: true,
    filters: [{ name: 'name', kind: 'text', width: 16 }],
    columns: [
      { field: 'tableName' },
      { field: 'engine', width: 90 },
      { field: 'coding', width: 90 },
      { field: 'createTime', format: 'datetime', width: 160 },
    ],
    rowName: (table) => table.tableName,
    rowActionsWidth: 330,
    toolbar: (context) => (
      <Button size="small" disabled={context.selected.length === 0} onClick={() => {
        void syncTables(context.selected.map((row) => row.tableName)).then(() => {
          notify({ intent: 'success', message: t('generator.synced', { count: context.selected.length }) })
          return context.refresh()
        })
      }}>{t('generator.sync')}</Button>
    ),
    rowActions: (table) => (
      <span className={styles.actions}>
        <Button size="small" appearance="subtle" onClick={() => onPreview(table.tableName)} aria-label={t('generator.previewOf', { table: table.tableName })}>{t('generator.preview')}</Button>
        <Button size="small" appearance="subtle" onClick={() => navigateTo(configPath(table.tableName))} aria-label={t('generator.configureOf', { table: table.tableName })}>{t('generator.configure')}</Button>
        <Button size="small" appearance="subtle" onClick={() => void downloadCode(table.tableName)} aria-label={t('generator.downloadOf', { table: table.tableName })}>{t('generator.download')}</Button>
        <Tooltip content={t('generator.generateHint')} relationship="description">
          <Button size="small" appearance="subtle" onClick={() => void generateIntoProject(table.tableName)} aria-label={t('generator.generateOf', { table: table.tableName })}>{t('generator.generate')}</Button>
        </Tooltip>
      </span>
    ),
  }), [t, styles, navigateTo, onPreview])
  return <ResourcePage view={view} />
}

/**
 * The code generator (`generator/index`): the tables of the contract server's database with eladmin's actions —
 * preview the generated code (this project's resource view, contract and server route), open a table's settings,
 * download the files as a zip, sync the column settings with the schema; writing into the project is refused by the
 * server. In the console "configure" opens `/sys-tools/generator/config/:tableName`; embedded alone, it opens in place.
 */
export default function GeneratorView() {
  useMessages(generatorMessages)
  const [preview, setPreview] = useState<string | null>(null)
  const [inPlace, setInPlace] = useState<string | null>(null)
  const openInPlace = useCallback((path: string) => {
    const table = /\/generator\/config\/([^/?]+)/.exec(path)?.[1]
    if (table) setInPlace(decodeURIComponent(table))
  }, [])
  if (inPlace) {
    return (
      <Suspense>
        <GeneratorConfig tableName={inPlace} onBack={() => setInPlace(null)} />
      </Suspense>
    )
  }
  return (
    <NavigateFallbackContext.Provider value={openInPlace}>
      <TablesPage onPreview={setPreview} />
      {preview ? <PreviewDialog table={preview} onClose={() => setPreview(null)} /> : null}
    </NavigateFallbackContext.Provider>
  )
}
