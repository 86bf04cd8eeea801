import { atom, computed, type ReadableAtom } from 'nanostores'
import type { Page } from '../contract/api'
import { http } from '../http/http'
import { HttpError } from '../http/HttpError'
import { $locale } from '../i18n'
import { createQuery, invalidate, type QueryState } from '../query/query'
import { saveBlob } from './saveBlob'
import { sortRows } from './sortRows'
import { listKey, listQuery, type ListParams } from './listParams'
import type { ResourceDeclaration } from './resource.types'

/** A record id as rows carry it. */
export type RowId = string | number

/** The list state of one view instance: what is asked for, what is selected, what is expanded. */
export interface ListState extends ListParams {
  /** Ids of the selected rows (kept across pages, as eladmin keeps the selection of the current page). */
  selection: readonly RowId[]
  /** Ids of expanded tree rows. */
  expanded: readonly RowId[]
}

/** A page of rows as the table shows it. */
export interface ListData<Row> {
  rows: readonly Row[]
  total: number
}

/** Everything a list view needs: its state, its data and the actions of eladmin's CRUD kit. */
export interface ListStore<Row> {
  readonly declaration: ResourceDeclaration<Row>
  readonly $state: ReadableAtom<ListState>
  readonly $data: ReadableAtom<QueryState<ListData<Row>>>
  /** Children of lazily loaded tree rows, by parent id. */
  readonly $children: ReadableAtom<Readonly<Record<string, readonly Row[]>>>
  idOf(row: Row): RowId
  /** Applies filters and goes back to the first page (the search button, Enter in a search field). */
  search(filters: ListParams['filters']): void
  /** Back to the declared defaults. */
  reset(): void
  setPage(page: number): void
  setSize(size: number): void
  /** Sorts by one field (`null` direction: back to the default sort). */
  setSort(field: string, direction: 'asc' | 'desc' | null): void
  select(ids: readonly RowId[]): void
  toggleExpanded(row: Row): Promise<void>
  refresh(): Promise<void>
  /**
   * Creates (`add`) or updates (`edit`) a record and resolves with the server's answer (the created record, where
   * the endpoint answers it); rejects with the server's error, leaving the list as it was.
   */
  save(body: unknown, mode: 'add' | 'edit'): Promise<unknown>
  /** Deletes records; steps back a page when the current one becomes empty. */
  remove(ids: readonly RowId[]): Promise<void>
  /** Downloads the xlsx of the filtered list (`<endpoint>/download`), named after the view and the time. */
  download(fileTitle: string): Promise<void>
}

const DEFAULT_SIZES = [10, 20, 30, 40, 50, 100]

function initialState(declaration: ResourceDeclaration<never>, filters: ListParams['filters'] = {}): ListState {
  return {
    page: 0,
    size: declaration.defaultPageSize ?? declaration.pageSizes?.[0] ?? DEFAULT_SIZES[0]!,
    sort: [...(declaration.defaultSort ?? [])],
    filters,
    selection: [],
    expanded: [],
  }
}

function toListData<Row>(answer: Page<Row> | Row[] | undefined): ListData<Row> {
  if (Array.isArray(answer)) return { rows: answer, total: answer.length }
  const rows = Array.isArray(answer?.content) ? answer.content : []
  return { rows, total: typeof answer?.totalElements === 'number' ? answer.totalElements : rows.length }
}

/**
 * A list store for one view instance of a resource: page, size, sort, filters, selection and expansion in one
 * store; the rows through the shared query primitive (so an edit elsewhere on the page refreshes them); and the
 * CRUD calls on eladmin's wire (POST 201, PUT 204, DELETE with an array of ids, `…/download` for xlsx).
 *
 * @example
 * const list = createListStore(jobResource)
 * list.search({ name: '医' }); await list.remove([3, 4])
 */
export function createListStore<Row>(declaration: ResourceDeclaration<Row>, initialFilters: ListParams['filters'] = {}): ListStore<Row> {
  const decl = declaration as ResourceDeclaration<never>
  const idField = declaration.idField ?? 'id'
  const idOf = (row: Row): RowId => (row as Record<string, RowId>)[idField] as RowId
  const $state = atom<ListState>(initialState(decl, initialFilters))
  // A list sorted in the browser asks the server once, whatever the sort.
  const $key = computed($state, (state) =>
    listKey(declaration.listEndpoint ?? declaration.endpoint, listQuery(decl, declaration.clientSort ? { ...state, sort: [] } : state)),
  )
  const $raw = createQuery($key, (key) => http.get<Page<Row> | Row[]>(key), { keepPrevious: true })
  const $data = computed([$raw, $state, $locale], (raw, state, locale): QueryState<ListData<Row>> => {
    if (raw.data === undefined) return { ...raw, data: undefined }
    const data = toListData(raw.data)
    return { ...raw, data: declaration.clientSort ? { ...data, rows: sortRows(data.rows, state.sort, locale) } : data }
  })
  const $children = atom<Record<string, readonly Row[]>>({})
  const patch = (changes: Partial<ListState>) => $state.set({ ...$state.get(), ...changes })

  const loadChildren = async (parent: Row): Promise<void> => {
    const lazy = declaration.tree?.lazy
    if (!lazy) return
    const answer = await http.get<Page<Row> | Row[]>(declaration.endpoint, { [lazy.parentParam]: String(idOf(parent)), sort: [...(declaration.defaultSort ?? [])] })
    $children.set({ ...$children.get(), [String(idOf(parent))]: toListData(answer).rows })
  }

  // After a change, the open branches of a lazy tree show their children anew (a department just added under its
  // parent appears there); a branch whose parent is gone closes.
  // Each reload of the open branches carries a number; an answer overtaken by a later reload is dropped, so a slow
  // answer from before an edit never brings back what the edit changed.
  let reloads = 0
  const reloadExpanded = async (): Promise<void> => {
    const lazy = declaration.tree?.lazy
    if (!lazy) return
    const mine = ++reloads
    const ids = $state.get().expanded
    const next: Record<string, readonly Row[]> = {}
    const gone = new Set<string>()
    await Promise.all(
      ids.map(async (id) => {
        try {
          const answer = await http.get<Page<Row> | Row[]>(declaration.endpoint, { [lazy.parentParam]: String(id), sort: [...(declaration.defaultSort ?? [])] }, { silent: true })
          next[String(id)] = toListData(answer).rows
        } catch (failure) {
          // The parent itself was removed (its children answer 4xx); a request only replaced by a newer identical
          // one, or a dropped network, closes nothing.
          if (failure instanceof HttpError && failure.kind === 'status') gone.add(String(id))
        }
      }),
    )
    if (mine !== reloads) return
    // Branches opened meanwhile keep the children they loaded.
    $children.set({ ...$children.get(), ...next })
    patch({ expanded: $state.get().expanded.filter((id) => !gone.has(String(id))) })
  }

  return {
    declaration,
    $state,
    $data,
    $children,
    idOf,
    search: (filters) => patch({ filters, page: 0, selection: [] }),
    reset: () => {
      $children.set({})
      $state.set(initialState(decl, initialFilters))
    },
    setPage: (page) => patch({ page: Math.max(0, page), selection: [] }),
    setSize: (size) => patch({ size, page: 0, selection: [] }),
    setSort: (field, direction) => patch({ sort: direction ? [`${field},${direction}`] : [...(declaration.defaultSort ?? [])], page: 0 }),
    select: (ids) => patch({ selection: [...ids] }),
    async toggleExpanded(row) {
      const id = idOf(row)
      const expanded = $state.get().expanded
      if (expanded.includes(id)) {
        patch({ expanded: expanded.filter((x) => x !== id) })
        return
      }
      if (declaration.tree?.lazy && !$children.get()[String(id)]) await loadChildren(row)
      patch({ expanded: [...$state.get().expanded, id] })
    },
    async refresh() {
      $children.set({})
      patch({ expanded: [] })
      await $raw.reload()
    },
    async save(body, mode) {
      const answer = mode === 'add'
        ? await http.post<unknown>(declaration.endpoint, body, { silent: true })
        : await http.put<unknown>(declaration.endpoint, body, { silent: true })
      // eladmin: after adding, back to the first page; after editing, the same page again.
      if (mode === 'add') patch({ page: 0 })
      invalidate([declaration.endpoint])
      await reloadExpanded()
      return answer
    },
    async remove(ids) {
      if (ids.length === 0) return
      if (declaration.deleteBy === 'path') {
        for (const id of ids) await http.del(`${declaration.endpoint}/${encodeURIComponent(String(id))}`)
      } else await http.del(declaration.endpoint, [...ids])
      const state = $state.get()
      const shown = $data.get().data?.rows.length ?? 0
      const remaining = state.selection.filter((id) => !ids.includes(id))
      // The last rows of a page gone: show the page before it.
      patch({ selection: remaining, page: shown <= ids.length && state.page > 0 ? state.page - 1 : state.page })
      invalidate([declaration.endpoint])
      await reloadExpanded()
    },
    async download(fileTitle) {
      const state = $state.get()
      const query = listQuery(decl, { ...state, page: 0, size: 0 })
      delete query.page
      delete query.size
      const blob = await http.get<Blob>(`${declaration.endpoint}/download`, query, { responseType: 'blob' })
      saveBlob(blob, fileTitle)
    },
  }
}
