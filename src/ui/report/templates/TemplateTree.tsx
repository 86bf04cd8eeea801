import { Button, Caption1, makeStyles, SearchBox, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components'
import { TextAddRegular, TextBulletListSquareEditRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { TemplateNode } from '../../../core/contract/template'
import { http } from '../../../core/http'
import { useMessages } from '../../i18n/useMessages'
import { useT } from '../../i18n/useT'
import { useQuery } from '../../query/useQuery'
import { templateMessages } from './messages'
import { countPickLists } from './pickList'
import type { TemplateTexts } from './PickListDialog'
import { TemplatePreview } from './TemplatePreview'
import { createTemplateSearch } from './templateSearch'
import { buildTemplateTree, templateTreeKey } from './templateTree'
import { TemplateTreeView } from './TemplateTreeView'

/** Loads when a template with pick-lists is first inserted. */
const PickListDialog = lazy(() => import('./PickListDialog').then((m) => ({ default: m.PickListDialog })))

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  tree: { maxHeight: '360px', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

/** Props of {@link TemplateTree}. */
export interface TemplateTreeProps {
  /** Only templates for this modality and for any (`US`, `CT` …); all when absent. */
  modality?: string
  /**
   * Called with the chosen template's texts (pick-lists already filled) and whether they go in at the cursor
   * (`insert`) or replace the report's texts (`replace`); `template` is the node they came from.
   */
  onApply(text: TemplateTexts, mode: 'insert' | 'replace', template: TemplateNode): void
}

/**
 * The report templates a physician picks from while writing: the three roots (public, department, personal), a search
 * box filtering the tree by name, pinyin initials or text, a keyboard tree, the chosen template's preview, and Insert
 * and Replace. A template with pick-lists (`{{左|右}}`) first asks for the choices ({@link PickListDialog}); `onApply`
 * then receives the filled texts.
 *
 * @example
 * <TemplateTree modality="US" onApply={(text, mode) => editor.apply(text, mode)} />
 */
export function TemplateTree({ modality, onApply }: TemplateTreeProps) {
  useMessages(templateMessages)
  const t = useT()
  const styles = useStyles()
  const { data, loading, error } = useQuery(templateTreeKey(modality), (key) => http.get<TemplateNode[]>(key))
  const nodes = useMemo(() => data ?? [], [data])
  const model = useMemo(() => buildTemplateTree(nodes), [nodes])
  const search = useMemo(() => createTemplateSearch(nodes.filter((n) => n.kind === 'template')), [nodes])
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState<string | null>(null)
  const [asking, setAsking] = useState<{ node: TemplateNode; mode: 'insert' | 'replace' } | null>(null)
  const found = useMemo(() => search(query), [search, query])
  const kept = useMemo(() => (found ? new Set(found) : null), [found])
  const chosen = selected && !selected.startsWith('scope:') ? model.byId.get(Number(selected)) : undefined
  const template = chosen?.kind === 'template' ? chosen : undefined

  const apply = (node: TemplateNode, mode: 'insert' | 'replace') => {
    const texts = textsOf(node)
    if (countPickLists(`${texts.findings}${texts.impression}${texts.recommendation ?? ''}`) > 0) setAsking({ node, mode })
    else onApply(texts, mode, node)
  }

  return (
    <section className={styles.root} aria-label={t('templates.tree.label')}>
      <SearchBox
        aria-label={t('templates.tree.search')}
        placeholder={t('templates.tree.search')}
        value={query}
        onChange={(_e, d) => setQuery(d.value)}
      />
      {found ? (
        <Caption1 role="status">{found.length ? t('templates.tree.found', { count: found.length }) : t('templates.tree.noMatch', { query: query.trim() })}</Caption1>
      ) : null}
      {loading && !data ? <Spinner size="tiny" label={t('templates.tree.loading')} /> : null}
      {error && !data ? <Text role="alert">{t('templates.tree.failed')}</Text> : null}
      <TemplateTreeView
        className={styles.tree}
        model={model}
        kept={kept}
        selected={selected}
        onSelect={setSelected}
        onActivate={(value) => {
          const node = model.byId.get(Number(value))
          if (node?.kind === 'template') apply(node, 'insert')
        }}
        scopeLabel={(scope) => t(`templates.scope.${scope}`)}
        aria-label={t('templates.tree.label')}
      />
      <Subtitle2 as="h3">{t('templates.preview.label')}</Subtitle2>
      <TemplatePreview node={template ?? null} />
      <div className={styles.actions}>
        <Button appearance="primary" icon={<TextAddRegular />} disabled={!template} onClick={() => template && apply(template, 'insert')}>
          {t('templates.actions.insert')}
        </Button>
        <Button icon={<TextBulletListSquareEditRegular />} disabled={!template} onClick={() => template && apply(template, 'replace')}>
          {t('templates.actions.replace')}
        </Button>
      </div>
      {asking ? (
        <Suspense fallback={null}>
        <PickListDialog
          name={asking.node.name}
          texts={textsOf(asking.node)}
          onCancel={() => setAsking(null)}
          onConfirm={(filled) => {
            const mode = asking.mode
            setAsking(null)
            onApply(filled, mode, asking.node)
          }}
        />
        </Suspense>
      ) : null}
    </section>
  )
}

function textsOf(node: TemplateNode): TemplateTexts {
  return { findings: node.findings, impression: node.impression, ...(node.recommendation ? { recommendation: node.recommendation } : {}) }
}
