/**
 * Who may open a route: everybody (`public`), the external HIS pages with their own credentials (`external`), or a
 * signed-in staff user (`private`).
 */
export type RouteAccess = 'public' | 'external' | 'private'

/** A route the console always has, whatever the menus say (SPEC §2 router table). */
export interface StaticRoute {
  path: string
  name: string
  /** i18n key of the title. */
  titleKey: string
  access: RouteAccess
  /** `bare` pages fill the window; `shell` pages sit inside the sidebar, tabs and navbar. */
  chrome: 'bare' | 'shell'
  /** The view component key the console renders. */
  component: string
  noCache: boolean
  affix: boolean
}

const route = (
  path: string,
  name: string,
  component: string,
  access: RouteAccess,
  chrome: StaticRoute['chrome'],
  options: Partial<Pick<StaticRoute, 'noCache' | 'affix'>> = {},
): StaticRoute => ({ path, name, titleKey: `routes.${name}`, access, chrome, component, noCache: options.noCache ?? true, affix: options.affix ?? false })

/** The static routes of SPEC §2; menu routes with the same path take precedence for titles. */
export const staticRoutes: readonly StaticRoute[] = [
  route('/login', 'Login', 'shell/login', 'public', 'bare'),
  route('/404', 'NotFound', 'shell/404', 'private', 'bare'),
  route('/401', 'Unauthorized', 'shell/401', 'private', 'bare'),
  route('/dashboard', 'Dashboard', 'dashboard/index', 'private', 'shell', { affix: true }),
  route('/user/center', 'UserCenter', 'shell/userCenter', 'private', 'shell'),
  route('/webouterpage/hisReport', 'HisReport', 'webouterpage/hisReport', 'public', 'bare'),
  route('/webouterpage/hisReportLogin', 'HisReportLogin', 'webouterpage/hisReportLogin', 'external', 'bare'),
  route('/webouterpage/hisReportLoginAllTab', 'HisReportLoginAllTab', 'webouterpage/hisReportLoginAllTab', 'external', 'bare'),
  route('/webouterpage/hisReportLoginReport', 'HisReportLoginReport', 'webouterpage/hisReportLoginReport', 'external', 'bare'),
  route('/webouterpage/hisReadReport', 'HisReadReport', 'webouterpage/hisReadReport', 'external', 'bare'),
  route('/webouterpage/picPage', 'PicPage', 'webouterpage/picPage', 'public', 'bare'),
  route('/other/yssm', 'Privacy', 'shell/privacy', 'public', 'bare'),
  // A cloud film or report link opened by the patient (issue 14): public, never a staff session.
  route('/share/:token', 'ShareLink', 'cloudFilm/share', 'public', 'bare'),
  route('/reportNewEdit', 'ReportNewEdit', 'reportNewEdit', 'private', 'bare'),
  route('/commonPage/readReport', 'ReadReport', 'commonPage/readReport', 'private', 'bare'),
  route('/test/cap1', 'TestCap1', 'test/cap1', 'private', 'shell'),
  route('/test/cap2', 'TestCap2', 'test/cap2', 'private', 'shell'),
  route('/test/print', 'TestPrint', 'test/print', 'private', 'shell'),
]

/** Where `/` goes (SPEC §2), unless the user chose a default page. */
export const HOME_PATH = '/registrations/his'
/** The refresh helper's prefix: `/redirect/x` replaces itself with `/x`. */
export const REDIRECT_PREFIX = '/redirect'
/** Sends a signed-in user to the first page of the first menu. */
export const FIRST_PAGE_PATH = '/loginDefaultFistPage'
