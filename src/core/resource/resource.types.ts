/**
 * A resource declaration: one administration view as data — where its records live, who may do what, how it is
 * searched, which columns it shows and which form edits it. The generic resource page (src/ui/resource) renders
 * it; a custom view composes the same list and form controllers. Labels are message keys of the view's catalogue:
 * `resources.<name>.title`, `resources.<name>.fields.<field>`, `resources.<name>.filters.<filter>` unless a
 * declaration names another key.
 */
export interface ResourceDeclaration<Row = Record<string, unknown>> {
  /** The message namespace (`resources.<name>`), and the name of exported files. */
  name: string
  /** The eladmin list/CRUD endpoint, relative (`api/job`). */
  endpoint: string
  /** Where the list is read when it is not `endpoint` (a user's own settings: `api/userConfig/all/own`). */
  listEndpoint?: string
  /**
   * Query parameters every list request carries whatever the user searches or resets (the QC family of a view that
   * serves imaging and ultrasound alike).
   */
  params?: Readonly<Record<string, string>>
  /** The id field of a row (default `id`). */
  idField?: string
  permissions: ResourcePermissions
  /** Dictionaries the view shows (loaded once with the view). */
  dicts?: readonly string[]
  /** Sort sent until the user sorts (`['jobSort,asc', 'id,desc']`); eladmin's default is `id,desc`. */
  defaultSort?: readonly string[]
  /** Page sizes offered (default 10, 20, 30, 40, 50, 100); worklists add 500 and 1000. */
  pageSizes?: readonly number[]
  defaultPageSize?: number
  /** False for endpoints answering every record at once (trees such as departments and menus). */
  paged?: boolean
  /** The endpoint answers every record unsorted: sorting happens in the browser (with `paged: false`). */
  clientSort?: boolean
  /** Rows are a tree: children inline (`children`) or loaded on expansion (`lazy`). */
  tree?: TreeDeclaration
  filters?: readonly FilterDeclaration[]
  columns: readonly ColumnDeclaration<Row>[]
  /** The add/edit dialog; absent for read-only views. */
  form?: FormDeclaration<Row>
  /** How records are deleted: a JSON array of ids in the body (eladmin's rule, default) or one id in the path. */
  deleteBy?: 'body' | 'path'
  /** Whether the toolbar offers the xlsx export of `<endpoint>/download` (default true). */
  download?: boolean
  /** The list follows the server's exam event stream (worklists): a change at another desk reloads it. */
  live?: boolean
}

/**
 * Permission strings per action, checked on the client like eladmin's `v-permission` (the user holds one of them);
 * the server checks the same codes. Lists name `admin` explicitly, as eladmin's pages do:
 * `add: ['admin', 'job:add']`. An absent action is not offered.
 */
export interface ResourcePermissions {
  list?: readonly string[]
  add?: readonly string[]
  edit?: readonly string[]
  del?: readonly string[]
  download?: readonly string[]
}

/** A tree table: expand and collapse, and selecting a parent selects its children (eladmin's tree CRUD). */
export interface TreeDeclaration {
  /** Field holding the children of a row (default `children`). */
  children?: string
  /** Children loaded on expansion: the list endpoint again with this parameter set to the parent's id. */
  lazy?: { parentParam: string; hasChildren?: string }
}

/** How one search field of the search row filters the list; `name` is the query parameter sent. */
export interface FilterDeclaration {
  name: string
  /**
   * `text` (the value as typed), `blurry` (eladmin's fuzzy search over several fields), `select` (one value from
   * `dict` or `options`), `dateRange` (two values, eladmin's shortcuts), `number`, `treeSelect` (one node of
   * `optionsFrom`, a tree).
   */
  kind: 'text' | 'blurry' | 'select' | 'dateRange' | 'number' | 'treeSelect'
  label?: string
  dict?: string
  options?: readonly OptionDeclaration[]
  optionsFrom?: OptionsSource
  /** Width in characters of the input (search rows are compact). */
  width?: number
}

/** A fixed option: `label` is a message key. */
export interface OptionDeclaration {
  value: string
  label: string
}

/** Options read from an endpoint (a list, or a tree through `children`). */
export interface OptionsSource {
  url: string
  params?: Record<string, string | number | boolean>
  /** Field of an item that is its value (default `id`). */
  value?: string
  /** Field of an item that is shown (default `name`). */
  label?: string
  /** What an item shows when one field is not enough (`CT 计算机断层扫描`, a device with its room). */
  format?: (item: Record<string, unknown>) => string
  /**
   * Where the items are in the answer, when not the answer itself or its `content`: the physicians of the chosen
   * department inside the answer of departments with their physicians (one request serves both selects).
   */
  itemsOf?: (answer: unknown) => unknown[]
  /** Field holding children, for trees. */
  children?: string
  /** A flat list made into a tree: the field of an item naming its parent's value (departments' `pid`). */
  parentField?: string
  /** Children loaded on expansion: the same url with this parameter set to the parent's value. */
  lazyParam?: string
  /** Items offered but not choosable (eladmin shows disabled departments greyed out). */
  disabledWhen?: (item: Record<string, unknown>) => boolean
}

/** One column of the table. */
export interface ColumnDeclaration<Row> {
  field: string
  label?: string
  /** What the cell shows, when it is not `row[field]`. */
  value?: (row: Row) => unknown
  /** Show the dictionary label of the value. */
  dict?: string
  /** Show the label (a message key) of the fixed option the value names (a menu's type, a role's data scope). */
  options?: readonly OptionDeclaration[]
  /** How a plain value reads; `datetime` keeps `yyyy-MM-dd HH:mm`. */
  format?: 'text' | 'datetime' | 'date' | 'boolean' | 'number' | 'list'
  /** Sortable by the server: `true` sorts by `field`, a string sorts by that field name. */
  sortable?: boolean | string
  /** Not shown until the user turns it on in the column chooser. */
  hidden?: boolean
  width?: number
  align?: 'start' | 'center' | 'end'
}

/** The add/edit dialog of a resource. */
export interface FormDeclaration<Row> {
  fields: readonly FieldDeclaration[]
  /** The values of a new record. */
  defaults: Record<string, unknown>
  /**
   * Turns a row into form values (`dept: {id}` → `deptId`); default: the row's own fields. `rowById` finds another
   * loaded row of the list (a menu's parent, to show its title).
   */
  fromRow?: (row: Row, rowById: (id: unknown) => Row | undefined) => Record<string, unknown>
  /** Turns form values into the request body (`deptId` → `dept: {id}`); default: the values as they are. */
  toBody?: (values: Record<string, unknown>, mode: 'add' | 'edit') => unknown
  /** Dialog width. */
  size?: 'small' | 'medium' | 'large'
  /** Fields per row (default 1; 2 for long forms). */
  columns?: 1 | 2
}

/** A field of a form. */
export interface FieldDeclaration {
  name: string
  kind:
    | 'text'
    | 'textarea'
    | 'password'
    | 'number'
    | 'switch'
    | 'radio'
    | 'select'
    | 'multiSelect'
    | 'treeSelect'
    | 'date'
    | 'dateRange'
    | 'cron'
    | 'file'
    | 'icon'
  label?: string
  dict?: string
  options?: readonly OptionDeclaration[]
  optionsFrom?: OptionsSource
  required?: boolean
  rules?: readonly ValidationRule[]
  min?: number
  max?: number
  /** Decimal places a `number` keeps and shows (default 0; 2 for a fee in yuan and fen). */
  precision?: number
  maxLength?: number
  /** The form value holding what a tree select shows for its value before the tree is loaded (`deptLabel`). */
  labelField?: string
  /** Shown only when this answers true (e.g. a menu's component only for menus). */
  visible?: (values: Record<string, unknown>, mode: 'add' | 'edit') => boolean
  disabled?: (values: Record<string, unknown>, mode: 'add' | 'edit') => boolean
  /** A hint under the field (message key). */
  help?: string
  /** Spans both columns of a two-column form. */
  wide?: boolean
  /** Accepted file types and the upload endpoint, for `file`. */
  accept?: string
  uploadUrl?: string
}

/** A validation rule; messages are message keys of the view or `validation.*` of the core. */
export type ValidationRule =
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'length'; min?: number; max?: number }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'ip' }
  | { kind: 'mobile' }
  | { kind: 'email' }
  | { kind: 'custom'; validate: (value: unknown, values: Record<string, unknown>) => string | null }
