import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Badge, Body1, Caption1, Input, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, Title3, tokens,
} from '@fluentui/react-components'
import { useDeferredValue, useMemo, useState } from 'react'
import { http } from '../../../../../core/http/http'
import { useDensity } from '../../../../../ui/density/useDensity'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../ui/query/useQuery'
import { swaggerMessages } from './messages'
import { operationsOf, type OpenApiDocument } from './openApi'
import { OperationDetail } from './OperationDetail'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  tag: { margin: `${tokens.spacingVerticalS} 0 0` },
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', textAlign: 'start' },
  method: { minWidth: '4.2em', justifyContent: 'center', fontFamily: tokens.fontFamilyMonospace },
  path: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  search: { maxWidth: '32em' },
})

const METHOD_COLOURS = { get: 'brand', post: 'success', put: 'warning', delete: 'danger' } as const

/**
 * The API documentation (`tools/swagger/index`): the contract server's OpenAPI document (`/v3/api-docs`, generated from
 * its validation schemas) drawn here — operations grouped by tag with a search, each with its permission, parameters,
 * request and response schemas as trees, and "try it out" through the shared client with the signed-in session.
 */
export default function SwaggerView() {
  useMessages(swaggerMessages)
  const t = useT()
  const styles = useStyles()
  const { control } = useDensity()
  const [search, setSearch] = useState('')
  const needle = useDeferredValue(search.trim().toLowerCase())
  const { data: doc, error } = useQuery('v3/api-docs', (url) => http.get<OpenApiDocument>(url))
  const operations = useMemo(() => (doc ? operationsOf(doc) : []), [doc])
  const groups = useMemo(() => {
    const byTag = new Map<string, typeof operations>()
    for (const op of operations) {
      if (needle && !`${op.method} ${op.path} ${op.summary} ${op.tag}`.toLowerCase().includes(needle)) continue
      byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op])
    }
    return [...byTag.entries()]
  }, [operations, needle])
  const shown = groups.reduce((n, [, ops]) => n + ops.length, 0)

  return (
    <div className={styles.root}>
      <Title3 as="h1" className={styles.heading}>{t('swagger.title')}</Title3>
      {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{t('swagger.loadFailed', { message: error instanceof Error ? error.message : String(error) })}</MessageBarBody></MessageBar> : null}
      {!doc && !error ? <Spinner label={t('swagger.loading')} /> : null}
      {doc ? (
        <>
          <Body1>{doc.info.title} {doc.info.version} — {t('swagger.count', { count: operations.length, tags: new Set(operations.map((o) => o.tag)).size })}</Body1>
          <Input size={control} className={styles.search} type="search" value={search} onChange={(_e, d) => setSearch(d.value)} aria-label={t('swagger.search')} placeholder={t('swagger.searchPlaceholder')} />
          <Caption1 role="status">{needle ? t('swagger.matches', { count: shown }) : ''}</Caption1>
          {groups.length === 0 ? <Body1>{t('swagger.noMatch')}</Body1> : null}
          {groups.map(([tag, ops]) => (
            <section key={tag} aria-label={tag}>
              <Subtitle1 as="h2" className={styles.tag}>{tag} <Caption1>({ops.length})</Caption1></Subtitle1>
              <Accordion collapsible multiple>
                {ops.map((op) => (
                  <AccordionItem key={`${op.method} ${op.path}`} value={`${op.method} ${op.path}`}>
                    <AccordionHeader as="h3" size="small">
                      <span className={styles.header}>
                        <Badge className={styles.method} appearance="filled" color={METHOD_COLOURS[op.method as keyof typeof METHOD_COLOURS] ?? 'informative'}>{op.method.toUpperCase()}</Badge>
                        <span className={styles.path}>{op.path}</span>
                        <Caption1>{op.summary}</Caption1>
                      </span>
                    </AccordionHeader>
                    <AccordionPanel>
                      <OperationDetail doc={doc} op={op} />
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
        </>
      ) : null}
    </div>
  )
}
