import { createContext, useContext } from 'react'

/** What an area element's route gives its view besides the view's name (the editor's `examineId`). */
export type ViewParams = Readonly<Record<string, string | undefined>>

export const ViewParamsContext = createContext<ViewParams>({})

/**
 * Returns the current view's parameters (an area element's attributes beside `view`, e.g. `examine-id`).
 *
 * @example
 * const { examineId } = useViewParams()
 */
export function useViewParams(): ViewParams {
  return useContext(ViewParamsContext)
}
