import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { DatabasePlugConnectedRegular, ScriptRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { DatabaseDto, DatabaseRunResult } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { FileDialog } from '../shared/FileDialog'

const useStyles = makeStyles({
  actions: { display: 'inline-flex', gap: tokens.spacingHorizontalXXS },
})

const TEST = ['admin', 'database:add', 'database:edit'] as const
const RUN = ['admin', 'database:edit'] as const

function DatabaseActions({ database }: { database: DatabaseDto }) {
  const t = useT()
  const styles = useStyles()
  const canTest = useCan(TEST)
  const canRun = useCan(RUN)
  const [busy, setBusy] = useState(false)
  const [running, setRunning] = useState(false)
  const test = async () => {
    setBusy(true)
    try {
      const ok = await http.post<boolean>('api/database/testConnect', { jdbcUrl: database.jdbcUrl })
      notify(ok
        ? { intent: 'success', message: t('resources.database.reachable', { name: database.name }), duration: 3000 }
        : { intent: 'warning', message: t('resources.database.unreachable', { name: database.name }) })
    } catch {
      // The HTTP module has shown the server's message.
    } finally {
      setBusy(false)
    }
  }
  const run = async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    form.append('id', database.id)
    const result = await http.post<DatabaseRunResult>('api/database/upload', form, { silent: true })
    return (
      <MessageBar intent={result.success ? 'success' : 'error'} role="status">
        <MessageBarBody>
          {result.success
            ? t('resources.database.succeeded', { changes: result.changes, ms: result.ms })
            : t('resources.database.failed', { message: result.message })}
        </MessageBarBody>
      </MessageBar>
    )
  }
  const testLabel = t('resources.database.test', { name: database.name })
  const runLabel = t('resources.database.run', { name: database.name })
  return (
    <span className={styles.actions}>
      {canTest ? <Button size="small" appearance="subtle" icon={<DatabasePlugConnectedRegular />} disabled={busy} aria-label={testLabel} title={testLabel} onClick={() => void test()} /> : null}
      {canRun ? <Button size="small" appearance="subtle" icon={<ScriptRegular />} aria-label={runLabel} title={runLabel} onClick={() => setRunning(true)} /> : null}
      {running ? (
        <FileDialog
          title={t('resources.database.runTitle', { name: database.name })}
          label={t('resources.database.file')}
          hint={t('resources.database.runHint')}
          accept=".sql"
          submitLabel={t('resources.database.runButton')}
          busyLabel={t('resources.database.running')}
          closeLabel={t('resources.database.close')}
          onSubmit={run}
          onClose={() => setRunning(false)}
        />
      ) : null}
    </span>
  )
}

/** A row's "test the connection" and "run a script" buttons (each for holders of its permission). */
export function databaseActions(database: DatabaseDto, _context: ResourceContext<DatabaseDto>) {
  return <DatabaseActions database={database} />
}
