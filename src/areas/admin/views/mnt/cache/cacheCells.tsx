import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { EyeRegular } from '@fluentui/react-icons'
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import type { CacheKeyDto, CacheValueDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { useReturnFocus } from '../../../../../ui/a11y/useReturnFocus'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { readable, sizePhrase, ttlPhrase } from './format'

/** What one listing collects at most (the server's SCAN limit); a total this big means there were more. */
const SCAN_LIMIT = 10_000

const useStyles = makeStyles({
  surface: { width: 'min(760px, 96vw)', maxWidth: 'min(760px, 96vw)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  key: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  value: {
    margin: 0, padding: tokens.spacingHorizontalM, maxHeight: '50vh', overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  tableWrap: { maxHeight: '50vh', overflow: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%', fontSize: tokens.fontSizeBase200 },
  cell: {
    textAlign: 'start', verticalAlign: 'top', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
  },
})

function Ttl({ ms }: { ms: number }) {
  const t = useT()
  return <>{t(...ttlPhrase(ms))}</>
}

function Size({ bytes }: { bytes: number | null }) {
  const t = useT()
  return <>{bytes === null ? t('cache.unknownSize') : t(...sizePhrase(bytes))}</>
}

/** The time-to-live column: `2 min 5 s`, or "Never". */
export function ttlCell(row: CacheKeyDto) {
  return <Ttl ms={row.ttl} />
}

/** The size column, in binary units. */
export function keySizeCell(row: CacheKeyDto) {
  return <Size bytes={row.size} />
}

/** A key's value: a string (JSON indented) or a hash's fields in a table; other types are described only. */
function ValueDialog({ row, onClose }: { row: CacheKeyDto; onClose: () => void }) {
  useReturnFocus()
  const styles = useStyles()
  const t = useT()
  const { data, error, loading } = useQuery(`api/cache/value?key=${encodeURIComponent(row.key)}`, (url) => http.get<CacheValueDto>(url, undefined, { silent: true }))
  const shown = data ?? null
  return (
    <Dialog open onOpenChange={(_e, state) => (state.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {t('cache.valueTitle')} <span className={styles.key}>{row.key}</span>
          </DialogTitle>
          <DialogContent className={styles.body}>
            {loading && !shown ? <Spinner size="small" label={t('cache.loadingValue')} /> : null}
            {error ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error instanceof Error ? error.message : String(error)}</MessageBarBody>
              </MessageBar>
            ) : null}
            {shown ? (
              <>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt className={styles.term}>{t('resources.cacheKey.fields.type')}</dt>
                    <dd className={styles.definition}>{shown.type}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.term}>{t('resources.cacheKey.fields.ttl')}</dt>
                    <dd className={styles.definition}><Ttl ms={shown.ttl} /></dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.term}>{t('resources.cacheKey.fields.size')}</dt>
                    <dd className={styles.definition}><Size bytes={shown.size} /></dd>
                  </div>
                </dl>
                {shown.truncated ? (
                  <MessageBar intent="info">
                    <MessageBarBody>{t('cache.valueTruncated')}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {shown.value !== null ? (
                  <pre className={styles.value} tabIndex={0} aria-label={t('cache.valueLabel')}>{readable(shown.value)}</pre>
                ) : null}
                {shown.fields ? (
                  <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('cache.fieldsLabel')}>
                    <table className={styles.table}>
                      <thead>
                        <tr>
                          <th scope="col" className={styles.cell}>{t('cache.field')}</th>
                          <th scope="col" className={styles.cell}>{t('cache.value')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {shown.fields.map((entry) => (
                          <tr key={entry.field}>
                            <th scope="row" className={styles.cell}>{entry.field}</th>
                            <td className={styles.cell}>{readable(entry.value)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
                {shown.value === null && !shown.fields ? <Caption1>{t('cache.notShown', { type: shown.type })}</Caption1> : null}
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>{t('cache.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

function ValueButton({ row }: { row: CacheKeyDto }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="small" appearance="subtle" icon={<EyeRegular />} aria-label={t('cache.view', { key: row.key })} title={t('cache.view', { key: row.key })} onClick={() => setOpen(true)} />
      {open ? <ValueDialog row={row} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/** The row action: view the key's value. */
export function valueAction(row: CacheKeyDto) {
  return <ValueButton row={row} />
}

function TruncationNote({ context }: { context: ResourceContext<CacheKeyDto> }) {
  const t = useT()
  const total = useStore(context.list.$data).data?.total ?? 0
  return total >= SCAN_LIMIT ? <Caption1 role="status">{t('cache.truncated', { limit: SCAN_LIMIT.toLocaleString() })}</Caption1> : null
}

/** Beside the toolbar: a pattern matching more keys than one listing collects says so. */
export function truncationNote(context: ResourceContext<CacheKeyDto>) {
  return <TruncationNote context={context} />
}
