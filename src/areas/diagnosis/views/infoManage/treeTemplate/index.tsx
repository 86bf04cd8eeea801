import { Caption1, makeStyles, SearchBox, Subtitle2, Title3, Toolbar, ToolbarButton, ToolbarDivider, tokens } from '@fluentui/react-components'
import {
  AddRegular, ArrowDownRegular, ArrowExportRegular, ArrowImportRegular, ArrowUpRegular, DeleteRegular, EditRegular, FolderAddRegular,
  FolderArrowLeftRegular, FolderArrowRightRegular, RenameRegular,
} from '@fluentui/react-icons'
import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { TemplateExport, TemplateMoveBody, TemplateNode, TemplateScope } from '../../../../../core/contract/template'
import { http } from '../../../../../core/http'
import { confirm } from '../../../../../core/notify/confirm'
import { notify } from '../../../../../core/notify/notifications'
import { invalidate } from '../../../../../core/query/query'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { useNavigateTo } from '../../../../../ui/element/navigate'
import { useMessages } from '../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../ui/i18n/useT'
import { kitMessages } from '../../../../../ui/messages'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import { templateMessages } from '../../../../../ui/report/templates/messages'
import { TemplatePreview } from '../../../../../ui/report/templates/TemplatePreview'
import { createTemplateSearch } from '../../../../../ui/report/templates/templateSearch'
import { buildTemplateTree, templateTreeKey, type TemplateTreeRow } from '../../../../../ui/report/templates/templateTree'
import { TemplateTreeView } from '../../../../../ui/report/templates/TemplateTreeView'
import { infoManageMessages } from '../messages'
import { templateEditPath } from '../templatePaths'
import { NameDialog } from './NameDialog'
import { moveBy, moveByDrop, moveInto, moveOut } from './treeMoves'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  columns: { display: 'grid', gap: tokens.spacingHorizontalXL, gridTemplateColumns: 'minmax(260px, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  left: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  tree: { maxHeight: '65vh', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  right: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  file: { display: 'none' },
  // The actions wrap as whole buttons on a narrow page (their labels broke over two lines).
  toolbar: { flexWrap: 'wrap', '& button': { whiteSpace: 'nowrap' } },
})

type Dialog = { kind: 'folder' } | { kind: 'rename'; node: TemplateNode }

/**
 * The template tree maintenance view (`infoManage/treeTemplate`): the three scopes with their folders and templates,
 * search, a preview of the chosen template; add a folder or a template, rename, edit the texts (full page), delete,
 * move by drag and drop or by keyboard (Alt+↑/↓ among the siblings, Alt+→ into the folder above, Alt+← out of the
 * folder), import and export JSON. Buttons follow what the user may change: shared nodes need the template
 * permissions, personal ones are the user's own.
 */
export default function TreeTemplateView() {
  useMessages(infoManageMessages, templateMessages, kitMessages)
  const t = useT()
  const styles = useStyles()
  const navigateTo = useNavigateTo()
  const canAddShared = useCan(['admin', 'template:add'])
  const { data } = useQuery(templateTreeKey(), (key) => http.get<TemplateNode[]>(key))
  const nodes = useMemo(() => data ?? [], [data])
  const model = useMemo(() => buildTemplateTree(nodes), [nodes])
  const search = useMemo(() => createTemplateSearch(nodes), [nodes])
  const [query, setQuery] = useState('')
  const found = useMemo(() => search(query), [search, query])
  const kept = useMemo(() => (found ? new Set(found) : null), [found])
  const [selected, setSelected] = useState<string | null>('scope:public')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const node = selected && !selected.startsWith('scope:') ? model.byId.get(Number(selected)) : undefined
  // Where a new node goes: into the chosen folder or scope root, or beside the chosen template.
  const target = ((): { scope: TemplateScope; parentId: number | null; deptId: number | null; editable: boolean } | null => {
    if (!selected) return null
    if (!node) {
      const scope = selected.slice('scope:'.length) as TemplateScope
      return { scope, parentId: null, deptId: null, editable: true }
    }
    if (node.kind === 'folder') return { scope: node.scope, parentId: node.id, deptId: node.deptId, editable: node.editable }
    const parent = node.parentId === null ? undefined : model.byId.get(node.parentId)
    return { scope: node.scope, parentId: parent?.id ?? null, deptId: node.deptId, editable: parent ? parent.editable : true }
  })()
  const mayAdd = target !== null && target.editable && (target.scope === 'personal' || canAddShared)
  const editable = node?.editable === true

  const reload = () => invalidate(['api/template'])
  // A refused change (a folder that is not empty, a version conflict) is already on screen: the shared HTTP client
  // shows the server's reason; the tree stays as it was.
  const run = (action: () => Promise<unknown>) => void action().catch(() => undefined)

  const move = async (body: TemplateMoveBody | null) => {
    if (!body) return
    const moved = model.byId.get(body.id)
    await http.put('api/template/move', body)
    reload()
    setSelected(String(body.id))
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.moved', { name: moved?.name ?? '' }), duration: 2000 })
  }

  const onRowKeyDown = (event: KeyboardEvent, row: TemplateTreeRow) => {
    if (!event.altKey || !row.node?.editable) return
    const actions: Record<string, () => TemplateMoveBody | null> = {
      ArrowUp: () => moveBy(model, row.node!, -1),
      ArrowDown: () => moveBy(model, row.node!, 1),
      ArrowRight: () => moveInto(model, row.node!),
      ArrowLeft: () => moveOut(model, row.node!),
    }
    const action = actions[event.key]
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    run(() => move(action()))
  }

  const addFolder = async (name: string) => {
    if (!target) return
    const created = await http.post<TemplateNode>('api/template', {
      kind: 'folder', scope: target.scope, parentId: target.parentId, deptId: target.deptId, name,
    }, { silent: true })
    reload()
    setSelected(String(created.id))
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.added', { name }), duration: 2000 })
  }

  const rename = async (of: TemplateNode, name: string) => {
    await http.put('api/template', {
      id: of.id, version: of.version, name, modality: of.modality, bodyPart: of.bodyPart,
      findings: of.findings, impression: of.impression, recommendation: of.recommendation,
    }, { silent: true })
    reload()
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.renamed', { name }), duration: 2000 })
  }

  const remove = async (of: TemplateNode) => {
    const yes = await confirm({
      title: t('diagnosis.treeTemplate.confirmTitle'),
      message: t('diagnosis.treeTemplate.confirmDelete', { name: of.name }),
      confirmText: t('diagnosis.treeTemplate.confirm'),
      cancelText: t('diagnosis.treeTemplate.cancel'),
    })
    if (!yes) return
    await http.del('api/template', [of.id])
    setSelected(of.parentId !== null && model.byId.has(of.parentId) ? String(of.parentId) : `scope:${of.scope}`)
    reload()
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.deleted', { name: of.name }), duration: 2000 })
  }

  const exportNode = async (of: TemplateNode) => {
    const exported = await http.get<TemplateExport>('api/template/export', { rootId: of.id })
    const file = `${of.name}.json`
    saveBlob(new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' }), file)
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.exported', { file }), duration: 2500 })
  }

  const importFile = async (file: File) => {
    if (!target) return
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      notify({ intent: 'error', message: t('diagnosis.treeTemplate.badFile') })
      return
    }
    const result = await http.post<{ created: number; ids: number[] }>('api/template/import', {
      parentId: target.parentId, scope: target.scope, deptId: target.deptId, data: parsed,
    })
    reload()
    notify({ intent: 'success', message: t('diagnosis.treeTemplate.imported', { count: result.created }), duration: 2500 })
  }

  const title = t('diagnosis.treeTemplate.title')
  return (
    <section className={styles.page} aria-label={title}>
      <Title3 as="h1" className={styles.heading}>
        {title}
      </Title3>
      <Toolbar className={styles.toolbar} aria-label={t('diagnosis.treeTemplate.toolbar')}>
        <ToolbarButton icon={<FolderAddRegular />} disabled={!mayAdd} onClick={() => setDialog({ kind: 'folder' })}>
          {t('diagnosis.treeTemplate.addFolder')}
        </ToolbarButton>
        <ToolbarButton
          icon={<AddRegular />}
          disabled={!mayAdd}
          onClick={() => target && navigateTo(templateEditPath(undefined, { scope: target.scope, parentId: target.parentId }))}
        >
          {t('diagnosis.treeTemplate.addTemplate')}
        </ToolbarButton>
        <ToolbarButton icon={<RenameRegular />} disabled={!editable} onClick={() => node && setDialog({ kind: 'rename', node })}>
          {t('diagnosis.treeTemplate.rename')}
        </ToolbarButton>
        <ToolbarButton icon={<EditRegular />} disabled={node?.kind !== 'template'} onClick={() => node && navigateTo(templateEditPath(node.id))}>
          {t('diagnosis.treeTemplate.edit')}
        </ToolbarButton>
        <ToolbarButton icon={<DeleteRegular />} disabled={!editable} onClick={() => node && run(() => remove(node))}>
          {t('diagnosis.treeTemplate.delete')}
        </ToolbarButton>
        <ToolbarDivider />
        <ToolbarButton icon={<ArrowUpRegular />} disabled={!editable || !node || !moveBy(model, node, -1)} onClick={() => node && run(() => move(moveBy(model, node, -1)))}>
          {t('diagnosis.treeTemplate.moveUp')}
        </ToolbarButton>
        <ToolbarButton icon={<ArrowDownRegular />} disabled={!editable || !node || !moveBy(model, node, 1)} onClick={() => node && run(() => move(moveBy(model, node, 1)))}>
          {t('diagnosis.treeTemplate.moveDown')}
        </ToolbarButton>
        <ToolbarButton icon={<FolderArrowRightRegular />} disabled={!editable || !node || !moveInto(model, node)} onClick={() => node && run(() => move(moveInto(model, node)))}>
          {t('diagnosis.treeTemplate.moveInto')}
        </ToolbarButton>
        <ToolbarButton icon={<FolderArrowLeftRegular />} disabled={!editable || !node || !moveOut(model, node)} onClick={() => node && run(() => move(moveOut(model, node)))}>
          {t('diagnosis.treeTemplate.moveOut')}
        </ToolbarButton>
        <ToolbarDivider />
        <ToolbarButton icon={<ArrowImportRegular />} disabled={!mayAdd} onClick={() => fileInput.current?.click()}>
          {t('diagnosis.treeTemplate.import')}
        </ToolbarButton>
        <ToolbarButton icon={<ArrowExportRegular />} disabled={!node} onClick={() => node && run(() => exportNode(node))}>
          {t('diagnosis.treeTemplate.export')}
        </ToolbarButton>
      </Toolbar>
      <input
        ref={fileInput}
        className={styles.file}
        type="file"
        accept="application/json,.json"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) run(() => importFile(file))
        }}
      />
      <Caption1>{t('diagnosis.treeTemplate.keyboard')}</Caption1>
      <div className={styles.columns}>
        <div className={styles.left}>
          <SearchBox aria-label={t('templates.tree.search')} placeholder={t('templates.tree.search')} value={query} onChange={(_e, d) => setQuery(d.value)} />
          <TemplateTreeView
            className={styles.tree}
            model={model}
            kept={kept}
            selected={selected}
            onSelect={setSelected}
            onActivate={(value) => navigateTo(templateEditPath(Number(value)))}
            scopeLabel={(scope) => t(`templates.scope.${scope}`)}
            aria-label={title}
            onDrop={(id, row, place) => {
              const dragged = model.byId.get(id)
              if (dragged) run(() => move(moveByDrop(model, dragged, row, place)))
            }}
            onRowKeyDown={onRowKeyDown}
          />
        </div>
        <div className={styles.right}>
          <Subtitle2 as="h2">{node ? node.name : t('templates.preview.label')}</Subtitle2>
          <TemplatePreview node={node?.kind === 'template' ? node : null} />
        </div>
      </div>
      {dialog?.kind === 'folder' ? (
        <NameDialog title={t('diagnosis.treeTemplate.addFolder')} onSubmit={addFolder} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog title={t('diagnosis.treeTemplate.rename')} initial={dialog.node.name} onSubmit={(name) => rename(dialog.node, name)} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  )
}
