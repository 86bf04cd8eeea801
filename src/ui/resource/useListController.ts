import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { createListStore, type ListStore } from '../../core/resource/listStore'
import type { ResourceDeclaration } from '../../core/resource/resource.types'

/**
 * The list controller of a view instance (react-admin's `useListController`): one list store for the lifetime of the
 * component — page, size, sort, filters, selection, the rows and the CRUD actions — and its current state and data.
 * The generic resource page uses it; a custom view composes it the same way.
 *
 * @example
 * const { list, state, data } = useListController(jobResource)
 */
export function useListController<Row>(declaration: ResourceDeclaration<Row>, initialFilters?: Record<string, string>) {
  const [list] = useState<ListStore<Row>>(() => createListStore(declaration, initialFilters))
  const state = useStore(list.$state)
  const data = useStore(list.$data)
  const children = useStore(list.$children)
  return { list, state, data, children }
}
