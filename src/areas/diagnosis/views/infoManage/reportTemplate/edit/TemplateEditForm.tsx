import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Subtitle2, Title3, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons'
import { useMemo, type FormEvent, type ReactNode } from 'react'
import type { TemplateNode, TemplateScope } from '../../../../../../core/contract/template'
import { http } from '../../../../../../core/http'
import { notify } from '../../../../../../core/notify/notifications'
import { invalidate } from '../../../../../../core/query/query'
import { useDict } from '../../../../../../ui/dict/useDict'
import { useNavigateTo } from '../../../../../../ui/element/navigate'
import { FormField } from '../../../../../../ui/form/fields/FormField'
import { useFormController } from '../../../../../../ui/form/useFormController'
import { useT } from '../../../../../../ui/i18n/useT'
import { useQuery } from '../../../../../../ui/query/useQuery'
import { countPickLists } from '../../../../../../ui/report/templates/pickList'
import { TemplatePreview } from '../../../../../../ui/report/templates/TemplatePreview'
import { buildTemplateTree, scopeValue, templateTreeKey } from '../../../../../../ui/report/templates/templateTree'
import { TEMPLATE_LIST_PATH } from '../../templatePaths'
import { templateForm } from './templateForm'
import { STICKY_TOP } from '../../../../../../ui/layout/stickyTop'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0, flexGrow: 1 },
  columns: { display: 'grid', gap: tokens.spacingHorizontalXL, gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
  fields: { display: 'grid', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, gridTemplateColumns: '1fr 1fr' },
  wide: { gridColumn: '1 / -1' },
  aside: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2, borderRadius: tokens.borderRadiusMedium, position: 'sticky', top: STICKY_TOP,
  },
})

/** Props of {@link TemplateEditForm}. */
export interface TemplateEditFormProps {
  /** The template to change; null for a new one. */
  node: TemplateNode | null
  /** Where a new template goes (from the tree view's add). */
  preset: { scope?: TemplateScope; parentId?: number }
}

/**
 * The full-page template editor: the fields beside a live preview of the texts as the report editor will offer them
 * (pick-lists shown with their options, the default underlined), saving with the version it started from, then back
 * to the list. A template the user may not change is shown read-only.
 *
 * @example
 * <TemplateEditForm node={template} preset={{}} />
 */
export function TemplateEditForm({ node, preset }: TemplateEditFormProps) {
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const mode = node ? 'edit' : 'add'
  const readOnly = node !== null && !node.editable
  const declaration = useMemo(
    () => (preset.scope ? { ...templateForm, defaults: { ...templateForm.defaults, scope: preset.scope, parentId: preset.parentId ? String(preset.parentId) : '' } } : templateForm),
    [preset.scope, preset.parentId],
  )
  const form = useFormController(declaration, mode, node, async (body) => {
    if (mode === 'add') await http.post('api/template', body, { silent: true })
    else await http.put('api/template', body, { silent: true })
  })
  const modalities = useDict('modality')
  const tree = useQuery(mode === 'add' ? templateTreeKey() : null, (key) => http.get<TemplateNode[]>(key))
  const scope = String(form.values.scope) as TemplateScope
  const folders = useMemo(() => {
    if (!tree.data) return []
    const model = buildTemplateTree(tree.data)
    const out: { id: number; label: string }[] = []
    const walk = (value: string, depth: number) => {
      for (const child of model.childrenOf(value)) {
        if (child.kind !== 'folder' || !child.editable) continue
        out.push({ id: child.id, label: `${'\u00a0\u00a0'.repeat(depth)}${child.name}` })
        walk(String(child.id), depth + 1)
      }
    }
    walk(scopeValue(scope), 0)
    return out
  }, [tree.data, scope])
  const texts = { findings: String(form.values.findings ?? ''), impression: String(form.values.impression ?? ''), recommendation: String(form.values.recommendation ?? '') }
  const picks = countPickLists(`${texts.findings}\n${texts.impression}\n${texts.recommendation}`)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (form.submitting || readOnly) return
    if (!(await form.submit())) return
    invalidate(['api/template'])
    notify({ intent: 'success', message: t('diagnosis.templateEdit.saved'), duration: 2500 })
    navigateTo(TEMPLATE_LIST_PATH)
  }

  const controls: Record<string, ReactNode> = {
    parentId: (
      <Select value={String(form.values.parentId ?? '')} onChange={(_e, d) => form.setValue('parentId', d.value)}>
        <option value="">{t('resources.reportTemplate.topLevel')}</option>
        {folders.map((folder) => (
          <option key={folder.id} value={String(folder.id)}>
            {folder.label}
          </option>
        ))}
      </Select>
    ),
    modality: (
      <Select value={String(form.values.modality ?? '')} onChange={(_e, d) => form.setValue('modality', d.value)} disabled={readOnly}>
        <option value="">{t('resources.reportTemplate.anyModality')}</option>
        {modalities.entries.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </Select>
    ),
  }

  const title = node ? t('diagnosis.templateEdit.titleEdit', { name: node.name }) : t('diagnosis.templateEdit.titleNew')
  return (
    <form className={styles.page} onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
      <div className={styles.head}>
        <Button type="button" appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigateTo(TEMPLATE_LIST_PATH)}>
          {t('diagnosis.templateEdit.back')}
        </Button>
        <Title3 as="h1" className={styles.title}>
          {title}
        </Title3>
        <Button type="submit" appearance="primary" icon={form.submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabled={readOnly || form.submitting}>
          {t('diagnosis.templateEdit.save')}
        </Button>
      </div>
      {readOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('diagnosis.templateEdit.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {form.general ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.general}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.columns}>
        <div className={styles.fields}>
          {form.fields.map((field) => (
            <div key={field.name} className={field.wide ? styles.wide : undefined}>
              <FormField
                field={field}
                labelKey={`resources.reportTemplate.fields.${field.name}`}
                value={form.values[field.name]}
                onChange={(value) => form.setValue(field.name, value)}
                error={form.errors[field.name]}
                disabled={readOnly || (field.disabled?.(form.values, mode) ?? false)}
                control={controls[field.name]}
              />
            </div>
          ))}
        </div>
        <aside className={styles.aside} aria-label={t('diagnosis.templateEdit.preview')}>
          <Subtitle2 as="h2">{t('diagnosis.templateEdit.preview')}</Subtitle2>
          <Caption1>{t('diagnosis.templateEdit.pickLists', { count: picks, example: '{{左|右}}' })}</Caption1>
          <TemplatePreview node={texts} />
        </aside>
      </div>
    </form>
  )
}
