import { Body1, Button, Field, Input, makeStyles, Spinner, Textarea, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { HttpError } from '../../../../../core/http/HttpError'
import { request } from '../../../../../core/http/http'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useT } from '../../../../../ui/i18n/useT'
import { exampleOf, type OpenApiDocument, type Operation } from './openApi'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '900px' },
  params: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  out: {
    margin: 0, padding: tokens.spacingHorizontalS, maxHeight: '360px', overflow: 'auto', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, whiteSpace: 'pre-wrap', wordBreak: 'break-all',
  },
  ok: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
})

interface Outcome {
  status: number | null
  ms: number
  text: string
}

/** Pretty JSON when the text is JSON, else the text as it came. */
function pretty(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2) ?? ''
  try {
    return JSON.stringify(JSON.parse(value), null, 2)
  } catch {
    return value
  }
}

/**
 * "Try it out": the operation's path and query parameters and its JSON body, sent through the shared HTTP client with
 * the signed-in session (its token, its language); the answer's status, time and body, pretty-printed.
 */
export function TryItOut({ doc, op }: { doc: OpenApiDocument; op: Operation }) {
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query')
  const [values, setValues] = useState<Record<string, string>>({})
  const [body, setBody] = useState(() => (op.body ? JSON.stringify(exampleOf(doc, op.body), null, 2) : ''))
  const [bodyError, setBodyError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const binary = op.responses.some((r) => r.binary && r.status.startsWith('2'))

  const send = async () => {
    let data: unknown
    if (op.body && body.trim()) {
      try {
        data = JSON.parse(body)
      } catch (e) {
        setBodyError(t('swagger.badJson', { message: e instanceof Error ? e.message : String(e) }))
        return
      }
    }
    setBodyError(null)
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? '')).replace(/^\//, '')
    const query = Object.fromEntries(params.filter((p) => p.in === 'query' && values[p.name]).map((p) => [p.name, values[p.name] as string]))
    setBusy(true)
    const started = performance.now()
    let status: number | null = null
    try {
      const answer = await request<unknown>({
        url, method: op.method as 'get' | 'post' | 'put' | 'delete', params: query, ...(data === undefined ? {} : { data }), silent: true,
        responseType: binary ? 'blob' : 'text', onStatus: (s) => { status = s },
      })
      const text = answer instanceof Blob ? t('swagger.binary', { size: answer.size, type: answer.type || '?' }) : pretty(answer ?? '')
      setOutcome({ status, ms: Math.round(performance.now() - started), text })
    } catch (e) {
      const error = e instanceof HttpError ? e : null
      setOutcome({ status: error?.status ?? null, ms: Math.round(performance.now() - started), text: error?.body !== undefined ? pretty(error.body) : (e instanceof Error ? e.message : String(e)) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.root}>
      {params.length ? (
        <div className={styles.params}>
          {params.map((p) => (
            <Field key={`${p.in}-${p.name}`} label={`${p.name} (${p.in})`} required={p.required === true} hint={p.description}>
              <Input size={control} className={styles.mono} value={values[p.name] ?? ''} onChange={(_e, d) => setValues((v) => ({ ...v, [p.name]: d.value }))} />
            </Field>
          ))}
        </div>
      ) : null}
      {op.body ? (
        <Field label={t('swagger.body')} validationMessage={bodyError ?? undefined} validationState={bodyError ? 'error' : 'none'}>
          <Textarea className={styles.mono} value={body} rows={Math.min(14, Math.max(4, body.split('\n').length))} resize="vertical" spellCheck={false} onChange={(_e, d) => setBody(d.value)} />
        </Field>
      ) : null}
      <div>
        <Button size={control} appearance="primary" onClick={() => void send()} disabled={busy || op.multipart} icon={busy ? <Spinner size="tiny" /> : undefined}>
          {busy ? t('swagger.sending') : t('swagger.send')}
        </Button>
        {op.multipart ? <Body1> {t('swagger.multipart')}</Body1> : null}
      </div>
      {outcome ? (
        <section aria-label={t('swagger.result')} data-testid="try-result">
          <Body1 role="status">
            <span className={outcome.status !== null && outcome.status < 400 ? styles.ok : styles.bad}>
              {outcome.status === null ? t('swagger.noStatus') : t('swagger.status', { status: outcome.status })}
            </span>{' '}
            {t('swagger.time', { ms: outcome.ms })}
          </Body1>
          <pre className={styles.out} tabIndex={0}>{outcome.text}</pre>
        </section>
      ) : null}
    </div>
  )
}
