import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useT } from '../../../../../ui/i18n/useT'
import { resolveRef, type JsonSchema, type OpenApiDocument } from './openApi'

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, listStyle: 'none', borderInlineStartWidth: '1px', borderInlineStartStyle: 'solid', borderInlineStartColor: tokens.colorNeutralStroke2 },
  item: { paddingBlock: '1px' },
  name: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  type: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorPaletteBlueForeground2 },
  required: { color: tokens.colorPaletteRedForeground1 },
  note: { color: tokens.colorNeutralForeground3 },
})

/** The type of a schema in a few characters: `string`, `integer[]`, `DictDetailDto`, `string | null`, an enum's values. */
export function typeLabel(doc: OpenApiDocument, schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').pop() ?? ''
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const choice = schema.anyOf ?? schema.oneOf
  if (choice) return choice.map((c) => typeLabel(doc, c)).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? 'any'
  if (type === 'array') return `${schema.items ? typeLabel(doc, schema.items) : 'any'}[]`
  return schema.format ? `${type} (${schema.format})` : type
}

/** The object a schema describes, through references, arrays and nullable unions (for its properties). */
function objectOf(doc: OpenApiDocument, schema: JsonSchema, depth: number): JsonSchema | null {
  if (depth > 8) return null
  const s = resolveRef(doc, schema)
  if (s.properties) return s
  if (s.items) return objectOf(doc, s.items, depth + 1)
  for (const c of s.anyOf ?? s.oneOf ?? s.allOf ?? []) {
    const o = objectOf(doc, c, depth + 1)
    if (o) return o
  }
  return null
}

/** A schema as a readable nested tree: each property with its type, whether required, its limits and description. */
export function SchemaTree({ doc, schema, depth = 0 }: { doc: OpenApiDocument; schema: JsonSchema; depth?: number }) {
  const t = useT()
  const styles = useStyles()
  const object = objectOf(doc, schema, depth)
  if (!object?.properties) {
    return <Caption1 className={styles.type}>{typeLabel(doc, resolveRef(doc, schema))}</Caption1>
  }
  const required = new Set(object.required ?? [])
  return (
    <ul className={styles.list}>
      {Object.entries(object.properties).map(([name, prop]) => {
        const resolved = resolveRef(doc, prop)
        const limits = [resolved.maxLength !== undefined ? `≤ ${resolved.maxLength}` : '', resolved.pattern ? `/${resolved.pattern}/` : ''].filter(Boolean).join(' ')
        const nested = depth < 6 && objectOf(doc, prop, depth + 1)
        return (
          <li key={name} className={styles.item}>
            <span className={styles.name}>{name}</span>{' '}
            <span className={styles.type}>{typeLabel(doc, prop)}</span>
            {required.has(name) ? <span className={styles.required}> {t('swagger.required')}</span> : null}
            {limits ? <span className={styles.note}> {limits}</span> : null}
            {resolved.description ?? prop.description ? <span className={styles.note}> — {resolved.description ?? prop.description}</span> : null}
            {nested ? <SchemaTree doc={doc} schema={prop} depth={depth + 1} /> : null}
          </li>
        )
      })}
    </ul>
  )
}
