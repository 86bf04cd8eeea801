import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import type { OpenApiDocument, Operation } from './openApi'
import { SchemaTree, typeLabel } from './SchemaTree'
import { TryItOut } from './TryItOut'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalS },
  heading: { margin: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  params: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

/** What the permission of an operation reads: anyone, any signed-in user, or the permission strings. */
function permissionText(permission: unknown, t: (key: string) => string): string {
  if (permission === 'anonymous') return t('swagger.anonymous')
  if (permission === 'authenticated') return t('swagger.authenticated')
  return Array.isArray(permission) ? permission.join(', ') : String(permission ?? '')
}

/** One operation in full: description, permission, parameters, request and response schemas, and "try it out". */
export function OperationDetail({ doc, op }: { doc: OpenApiDocument; op: Operation }) {
  const t = useT()
  const styles = useStyles()
  return (
    <div className={styles.root}>
      {op.description ? <Body1>{op.description}</Body1> : null}
      <Body1>{t('swagger.permission')}: <span className={styles.mono}>{permissionText(op.permission, t)}</span></Body1>
      <Subtitle2 as="h4" className={styles.heading}>{t('swagger.parameters')}</Subtitle2>
      {op.parameters.length ? (
        <ul className={styles.params}>
          {op.parameters.map((p) => (
            <li key={`${p.in}-${p.name}`}>
              <span className={styles.mono}>{p.name}</span> <Caption1>({p.in}{p.required ? `, ${t('swagger.required')}` : ''})</Caption1>{' '}
              <span className={styles.mono}>{p.schema ? typeLabel(doc, p.schema) : ''}</span>{p.description ? ` — ${p.description}` : ''}
            </li>
          ))}
        </ul>
      ) : <Caption1>{t('swagger.none')}</Caption1>}
      {op.body ? (
        <>
          <Subtitle2 as="h4" className={styles.heading}>{t('swagger.requestBody')}</Subtitle2>
          <SchemaTree doc={doc} schema={op.body} />
        </>
      ) : null}
      {op.responses.filter((r) => r.status.startsWith('2')).map((r) => (
        <div key={r.status}>
          <Subtitle2 as="h4" className={styles.heading}>{t('swagger.response', { status: r.status })}</Subtitle2>
          <Caption1>{r.description}</Caption1>
          {r.schema ? <SchemaTree doc={doc} schema={r.schema} /> : null}
        </div>
      ))}
      <Caption1>{t('swagger.errors', { codes: op.responses.filter((r) => !r.status.startsWith('2')).map((r) => r.status).join(', ') })}</Caption1>
      <Subtitle2 as="h4" className={styles.heading}>{t('swagger.tryIt')}</Subtitle2>
      <TryItOut doc={doc} op={op} />
    </div>
  )
}
