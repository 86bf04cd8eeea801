import { Body1, Button, Field, makeStyles, MessageBar, MessageBarBody, SpinButton, Spinner, Textarea, Title3, tokens } from '@fluentui/react-components'
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import type { CodeConsoleResult } from '../../../../../core/contract'
import { HttpError } from '../../../../../core/http/HttpError'
import { http } from '../../../../../core/http/http'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { DataTable } from '../../../../../ui/table/DataTable'
import type { DataTableColumn } from '../../../../../ui/table/dataTable.types'
import { codeConsoleMessages } from './messages'
import { loadHistory, rememberQuery } from './queryHistory'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  editor: { fontFamily: tokens.fontFamilyMonospace },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, paddingInlineStart: 0, listStyle: 'none' },
  historyItem: { fontFamily: tokens.fontFamilyMonospace, justifyContent: 'flex-start', textAlign: 'start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  cell: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre' },
  nullCell: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
})

type Row = { index: number; cells: unknown[] }

/**
 * The code console (`tools/codeConsole/index`, administrators): one read-only SQL statement over the contract server's
 * database — run with the button or Ctrl+Enter, the rows in the data table (200 unless the limit says otherwise, at most
 * 1,000), a refusal or SQL error shown as such, and the last queries of this browser tab to run again.
 */
export default function CodeConsoleView() {
  useMessages(codeConsoleMessages)
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const [sql, setSql] = useState('SELECT id, username, nick_name, enabled FROM sys_user ORDER BY id')
  const [limit, setLimit] = useState(200)
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<CodeConsoleResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [history, setHistory] = useState<string[]>(loadHistory)
  const historyId = useId()

  const run = async () => {
    const statement = sql.trim()
    if (!statement || running) return
    setRunning(true)
    setError(null)
    try {
      const answer = await http.post<CodeConsoleResult>('api/codeConsole/query', { sql: statement, limit }, { quietStatuses: [400, 409] })
      setResult(answer)
    } catch (e) {
      setResult(null)
      setError(e instanceof HttpError ? e.message : String(e))
    } finally {
      setHistory(rememberQuery(statement))
      setRunning(false)
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void run()
    }
  }

  const rows = useMemo<Row[]>(() => (result ? result.rows.map((cells, index) => ({ index, cells })) : []), [result])
  const columns = useMemo<DataTableColumn<Row>[]>(() => (result ? result.columns.map((name, i) => ({
    id: `c${i}`,
    header: name,
    cell: (row: Row) => {
      const value = row.cells[i]
      return value === null || value === undefined ? <span className={styles.nullCell}>{t('codeConsole.nullValue')}</span> : <span className={styles.cell}>{String(value)}</span>
    },
  })) : []), [result, styles, t])

  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('codeConsole.title')}</Title3>
      <Body1>{t('codeConsole.intro')}</Body1>
      <Field label={t('codeConsole.sql')} hint={t('codeConsole.hint')}>
        <Textarea className={styles.editor} value={sql} rows={6} resize="vertical" spellCheck={false} onChange={(_e, d) => setSql(d.value)} onKeyDown={onKeyDown} />
      </Field>
      <div className={styles.bar}>
        <Field label={t('codeConsole.limit')}>
          <SpinButton size={control === 'large' ? 'medium' : control} value={limit} min={1} max={1000} step={100}
            onChange={(_e, d) => setLimit(Math.min(1000, Math.max(1, Math.round(d.value ?? Number(d.displayValue) ?? 200) || 200)))} />
        </Field>
        <Button size={control} appearance="primary" onClick={() => void run()} disabled={running || !sql.trim()} icon={running ? <Spinner size="tiny" /> : undefined}>
          {running ? t('codeConsole.running') : t('codeConsole.run')}
        </Button>
      </div>
      {error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('codeConsole.refused', { message: error })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result ? (
        <>
          <Body1 role="status">
            {t('codeConsole.summary', { count: result.rows.length, ms: result.time })}
            {result.truncated ? ` ${t('codeConsole.truncated', { limit: result.limit })}` : ''}
          </Body1>
          {result.columns.length ? (
            <DataTable rows={rows} columns={columns} getRowId={(row) => row.index} label={t('codeConsole.results')} height="420px" />
          ) : null}
        </>
      ) : null}
      {history.length ? (
        <section aria-labelledby={historyId}>
          <Body1 as="h2" id={historyId}>{t('codeConsole.history')}</Body1>
          <ul className={styles.history}>
            {history.map((item) => (
              <li key={item}>
                <Button size="small" appearance="subtle" className={styles.historyItem} title={item} onClick={() => setSql(item)}>{item}</Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
