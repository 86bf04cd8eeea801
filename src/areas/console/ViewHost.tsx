import { useStore } from '@nanostores/react'
import type { ComponentType } from 'react'
import type { ResolvedRoute } from '../../core/routing/guard'
import { $viewsVersion, resolveView } from '../../core/views/registry'
import { ElementView } from './ElementView'
import { DashboardPage } from './pages/DashboardPage'
import { ErrorPage } from './pages/ErrorPage'
import { LoginPage } from './pages/LoginPage'
import { NotInBuildPage } from './pages/NotInBuildPage'
import { PrivacyPage } from './pages/PrivacyPage'
import { UserCenterPage } from './pages/UserCenterPage'

/** The pages the shell owns; every other view comes from the view registry. */
const shellPages: Record<string, ComponentType<{ query: URLSearchParams }>> = {
  'shell/login': LoginPage,
  'shell/404': () => <ErrorPage kind="404" />,
  'shell/401': () => <ErrorPage kind="401" />,
  'shell/userCenter': UserCenterPage,
  'shell/privacy': PrivacyPage,
  'dashboard/index': DashboardPage,
  home: DashboardPage,
}

/**
 * Renders what a route's component names: a shell page, a registered view element, or — when this build has no
 * such view — a page that says so and names the component.
 *
 * @example
 * <ViewHost route={route} query={query} />
 */
export function ViewHost({ route, query }: { route: ResolvedRoute; query: URLSearchParams }) {
  useStore($viewsVersion)
  const Page = shellPages[route.component]
  if (Page) return <Page query={query} />
  const definition = resolveView(route.component)
  if (!definition) return <NotInBuildPage component={route.component} />
  return <ElementView definition={definition} context={{ params: route.params, query }} />
}
