import type { MenuDto } from '../../../../../core/contract'
import { addUnderAction } from '../../../../../ui/resource/addUnderAction'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { menuIconCell } from './menuIconCell'

const TYPES = [
  { value: '0', label: 'resources.menu.type.directory' },
  { value: '1', label: 'resources.menu.type.page' },
  { value: '2', label: 'resources.menu.type.button' },
] as const
const YES_NO = [
  { value: 'true', label: 'resources.menu.yes' },
  { value: 'false', label: 'resources.menu.no' },
] as const

type Values = Record<string, unknown>
const isDirectory = (v: Values) => v.type === '0'
const isPage = (v: Values) => v.type === '1'
const isButton = (v: Values) => v.type === '2'
const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * Menus (eladmin `system/menu`): directories, pages and buttons as a tree opened level by level. What a menu asks
 * for depends on its type — a directory its path and icon, a page its component and whether it is cached, a button
 * only its permission string — and an external link (iFrame) needs an http(s) address, which the server checks too.
 * Deleting a menu takes everything under it along.
 */
export const menuResource: ResourceView<MenuDto> = {
  name: 'menu',
  endpoint: 'api/menus',
  permissions: {
    list: ['admin', 'menu:list'],
    add: ['admin', 'menu:add'],
    edit: ['admin', 'menu:edit'],
    del: ['admin', 'menu:del'],
  },
  paged: false,
  tree: { lazy: { parentParam: 'pid', hasChildren: 'hasChildren' } },
  filters: [{ name: 'blurry', kind: 'blurry', width: 18 }],
  columns: [
    { field: 'title', width: 180 },
    { field: 'icon', width: 60, align: 'center' },
    { field: 'type', options: TYPES, width: 80 },
    { field: 'menuSort', width: 70, align: 'end' },
    { field: 'permission', width: 150 },
    { field: 'component' },
    { field: 'iFrame', format: 'boolean', width: 110 },
    { field: 'cache', format: 'boolean', width: 70, hidden: true },
    { field: 'hidden', format: 'boolean', width: 70 },
    { field: 'createTime', format: 'datetime', width: 150, hidden: true },
  ],
  cells: { icon: menuIconCell },
  form: {
    defaults: { type: '0', isTop: 'true', pid: null, title: '', icon: '', path: '', component: '', componentName: '', permission: '', menuSort: 999, iFrame: 'false', cache: 'false', hidden: 'false' },
    fromRow: (menu, rowById) => ({
      id: menu.id,
      type: String(menu.type),
      isTop: menu.pid === undefined ? 'true' : 'false',
      pid: menu.pid === undefined ? null : String(menu.pid),
      pidLabel: menu.pid === undefined ? undefined : rowById(menu.pid)?.title,
      title: menu.title,
      icon: menu.icon ?? '',
      path: menu.path ?? '',
      component: menu.component ?? '',
      componentName: menu.componentName ?? '',
      permission: menu.permission ?? '',
      menuSort: menu.menuSort,
      iFrame: String(menu.iFrame),
      cache: String(menu.cache),
      hidden: String(menu.hidden),
    }),
    toBody: (values, mode) => {
      const type = Number(values.type)
      const iFrame = type !== 2 && values.iFrame === 'true'
      return {
        ...(mode === 'edit' ? { id: values.id } : {}),
        type,
        pid: values.isTop === 'true' ? null : Number(values.pid),
        title: String(values.title).trim(),
        icon: type === 2 ? null : optional(values.icon),
        path: type === 2 ? null : optional(values.path),
        component: type === 1 && !iFrame ? optional(values.component) : null,
        componentName: type === 1 ? optional(values.componentName) : null,
        permission: type === 0 ? null : optional(values.permission),
        menuSort: values.menuSort ?? 999,
        iFrame,
        cache: type === 1 && values.cache === 'true',
        hidden: type !== 2 && values.hidden === 'true',
      }
    },
    fields: [
      { name: 'type', kind: 'radio', options: TYPES, required: true, wide: true },
      { name: 'title', kind: 'text', required: true, maxLength: 100 },
      { name: 'menuSort', kind: 'number', required: true, min: 0, max: 999999 },
      { name: 'icon', kind: 'icon', visible: (v) => !isButton(v), wide: true },
      { name: 'iFrame', kind: 'radio', options: YES_NO, visible: (v) => !isButton(v) },
      { name: 'hidden', kind: 'radio', options: YES_NO, visible: (v) => !isButton(v) },
      {
        name: 'path',
        kind: 'text',
        required: true,
        maxLength: 255,
        visible: (v) => !isButton(v),
        help: 'resources.menu.pathHelp',
        rules: [{ kind: 'custom', validate: (value, v) => (v.iFrame === 'true' && !/^https?:\/\//i.test(String(value)) ? 'resources.menu.iframePath' : null) }],
      },
      { name: 'cache', kind: 'radio', options: YES_NO, visible: isPage },
      { name: 'componentName', kind: 'text', maxLength: 100, visible: isPage, help: 'resources.menu.componentNameHelp' },
      { name: 'component', kind: 'text', required: true, maxLength: 255, visible: (v) => isPage(v) && v.iFrame !== 'true', help: 'resources.menu.componentHelp' },
      { name: 'permission', kind: 'text', maxLength: 255, visible: (v) => !isDirectory(v), help: 'resources.menu.permissionHelp' },
      { name: 'isTop', kind: 'radio', options: YES_NO },
      {
        name: 'pid',
        kind: 'treeSelect',
        required: true,
        labelField: 'pidLabel',
        visible: (v) => v.isTop !== 'true',
        optionsFrom: { url: 'api/menus/lazy', lazyParam: 'pid', label: 'title', disabledWhen: (item) => item.type === 2 },
      },
    ],
    size: 'large',
    columns: 2,
  },
  rowName: (menu) => menu.title,
  rowActions: addUnderAction({
    permission: ['admin', 'menu:add'],
    label: 'resources.menu.addUnder',
    name: (menu) => menu.title,
    when: (menu) => menu.type !== 2,
    preset: (menu) => ({ isTop: 'false', pid: String(menu.id), pidLabel: menu.title, type: menu.type === 0 ? '1' : '2' }),
  }),
}
