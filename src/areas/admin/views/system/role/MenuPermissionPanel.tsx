import {
  Button,
  FlatTree,
  FlatTreeItem,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  TreeItemLayout,
  type TreeCheckedChangeData,
  type TreeOpenChangeData,
} from '@fluentui/react-components'
import { SaveRegular } from '@fluentui/react-icons'
import { useEffect, useId, useMemo, useState } from 'react'
import type { MenuDto, RoleDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { HttpError } from '../../../../../core/http/HttpError'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import { useQuery } from '../../../../../ui/query/useQuery'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tree: { maxHeight: '65vh', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  hint: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalXXL },
  kind: { color: tokens.colorNeutralForeground3, marginInlineStart: tokens.spacingHorizontalS },
})

interface Node {
  id: number
  title: string
  type: number
  parent: number | undefined
  depth: number
  children: number[]
}

/** The menu tree as a flat list in display order, with each node's parent and children. */
function flatten(menus: readonly MenuDto[]): Node[] {
  const out: Node[] = []
  const walk = (list: readonly MenuDto[], parent: number | undefined, depth: number) => {
    for (const menu of list) {
      out.push({ id: menu.id, title: menu.title, type: menu.type, parent, depth, children: (menu.children ?? []).map((c) => c.id) })
      walk(menu.children ?? [], menu.id, depth + 1)
    }
  }
  walk(menus, undefined, 0)
  return out
}

/**
 * The menus (directories, pages and buttons) the role clicked in the list grants, as a tree of checkboxes (eladmin's
 * 菜单分配). Checking a node grants it with everything under it and the directories above it (a page is reachable
 * only through its directory); unchecking takes it away with everything under it. A branch granted only in part
 * shows a mixed box. Saving replaces the role's menus; a role more powerful than the user's own is shown, not changed.
 */
export function MenuPermissionPanel({ context }: { context: ResourceContext<RoleDto> }) {
  const styles = useStyles()
  const t = useT()
  const role = context.current
  const titleId = useId()
  const canEdit = useCan(['admin', 'roles:edit'])
  const menus = useQuery(role ? 'api/menus/tree' : null, (key) => http.get<MenuDto[]>(key))
  const level = useQuery(role ? 'api/roles/level' : null, (key) => http.get<{ level: number }>(key))
  const nodes = useMemo(() => flatten(menus.data ?? []), [menus.data])
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes])
  const granted = role ? role.menus.map((m) => m.id).join() : ''
  const [checked, setChecked] = useState<Set<number>>(new Set())
  const [open, setOpen] = useState<Set<number> | null>(null)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  // Another role, or the same one changed elsewhere: start again from what it grants.
  useEffect(() => {
    setChecked(new Set(granted ? granted.split(',').map(Number) : []))
    setFailure(null)
  }, [role?.id, granted])

  if (!role) return <p className={styles.hint}>{t('resources.role.menus.choose')}</p>

  const tooPowerful = level.data !== undefined && role.level < level.data.level
  const readOnly = !canEdit || tooPowerful
  const dirty = granted !== [...checked].sort((a, b) => a - b).join()
  const openItems = open ?? new Set<number>()
  const visible = nodes.filter((node) => {
    for (let p = node.parent; p !== undefined; p = byId.get(p)?.parent) if (!openItems.has(p)) return false
    return true
  })
  const descendants = (id: number): number[] => (byId.get(id)?.children ?? []).flatMap((c) => [c, ...descendants(c)])
  const state = (node: Node): boolean | 'mixed' => {
    const below = descendants(node.id)
    const some = below.some((id) => checked.has(id))
    if (checked.has(node.id)) return below.every((id) => checked.has(id)) ? true : 'mixed'
    return some ? 'mixed' : false
  }

  const onCheckedChange = (_event: unknown, data: TreeCheckedChangeData) => {
    if (readOnly) return
    const id = Number(data.value)
    const next = new Set(checked)
    // A mixed box checked grants the whole branch, as a click on an unchecked one does.
    const grant = data.checked !== false
    for (const each of [id, ...descendants(id)]) {
      if (grant) next.add(each)
      else next.delete(each)
    }
    if (grant) for (let p = byId.get(id)?.parent; p !== undefined; p = byId.get(p)?.parent) next.add(p)
    setChecked(next)
  }

  const onOpenChange = (_event: unknown, data: TreeOpenChangeData) => {
    const next = new Set(openItems)
    if (data.open) next.add(Number(data.value))
    else next.delete(Number(data.value))
    setOpen(next)
  }

  const save = async () => {
    setSaving(true)
    setFailure(null)
    try {
      await http.put('api/roles/menu', { id: role.id, menus: [...checked].map((id) => ({ id })) }, { silent: true })
      notify({ intent: 'success', message: t('resources.role.menus.saved', { name: role.name }), duration: 2500 })
      await context.refresh()
    } catch (error) {
      setFailure(error instanceof HttpError ? error.message : String(error))
    } finally {
      setSaving(false)
    }
  }

  const kindOf = (type: number) => t(type === 0 ? 'resources.role.menus.directory' : type === 1 ? 'resources.role.menus.page' : 'resources.role.menus.button')

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('resources.role.menus.title', { name: role.name })}
        </h2>
        {canEdit ? (
          <Button size="small" appearance="primary" icon={saving ? <Spinner size="extra-tiny" /> : <SaveRegular />} disabled={readOnly || !dirty || saving} onClick={save}>
            {t('resources.role.menus.save')}
          </Button>
        ) : null}
      </div>
      {tooPowerful ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('resources.role.menus.tooPowerful', { level: level.data?.level ?? '' })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {menus.error ? (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('kit.field.optionsFailed', { message: menus.error instanceof Error ? menus.error.message : String(menus.error) })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {menus.loading && !menus.data ? <Spinner size="tiny" label={t('kit.table.loading')} /> : null}
      <FlatTree
        className={styles.tree}
        size="small"
        aria-label={t('resources.role.menus.title', { name: role.name })}
        selectionMode="multiselect"
        checkedItems={visible.map((node) => [node.id, state(node)] as [number, boolean | 'mixed'])}
        onCheckedChange={onCheckedChange}
        openItems={openItems}
        onOpenChange={onOpenChange}
      >
        {visible.map((node) => {
          const siblings = visible.filter((other) => other.parent === node.parent)
          return (
            <FlatTreeItem
              key={node.id}
              value={node.id}
              parentValue={node.parent}
              itemType={node.children.length ? 'branch' : 'leaf'}
              aria-level={node.depth + 1}
              aria-setsize={siblings.length}
              aria-posinset={siblings.indexOf(node) + 1}
              aria-readonly={readOnly || undefined}
            >
              <TreeItemLayout>
                {node.title}
                <Text size={200} className={styles.kind}>
                  {kindOf(node.type)}
                </Text>
              </TreeItemLayout>
            </FlatTreeItem>
          )
        })}
      </FlatTree>
    </section>
  )
}
