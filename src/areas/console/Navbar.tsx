import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Tooltip,
} from '@fluentui/react-components'
import { ArrowLeftRegular, NavigationRegular, SettingsRegular } from '@fluentui/react-icons'
import { Fragment } from 'react'
import { useLocation, useRouter } from 'wouter'
import { toggleSidebar } from '../../core/layout/layout'
import type { ResolvedRoute } from '../../core/routing/guard'
import { useT } from '../../ui/i18n/useT'
import { LocaleMenu } from '../../ui/locale/LocaleMenu'
import { FullscreenButton } from './FullscreenButton'
import { HeaderSearch } from './HeaderSearch'
import { useNavbarStyles } from './Navbar.styles'
import { SizeMenu } from './SizeMenu'
import { routeTitle } from './useConsoleNavigation'
import { UserMenu } from './UserMenu'

/** The report editors open from a list and come back to it: these five paths show a back button (SPEC §2). */
export const BACK_BUTTON_PATHS = ['/diagnos/CTreportwrite', '/ultrasonic/ultrasonicReport', '/es/esReport', '/ecg/ecgReport', '/followup/followupdetail']

/**
 * The navbar: menu toggle, back button on the report editors, breadcrumbs from home, then search, full screen, size,
 * language, settings and the user menu.
 *
 * @example
 * <Navbar route={route} compact={isMobile} onChangePassword={…} onSettings={…} />
 */
export function Navbar({
  route,
  compact,
  onChangePassword,
  onSettings,
}: {
  route: ResolvedRoute
  compact: boolean
  onChangePassword: () => void
  onSettings: () => void
}) {
  const styles = useNavbarStyles()
  const t = useT()
  const [location, navigate] = useLocation()
  const { base } = useRouter()
  const crumbs = [{ title: t('routes.Dashboard'), path: '/dashboard' as string | undefined }, ...route.breadcrumb.map((c) => ({ title: routeTitle(c), path: c.path }))]
  const trail = route.path === '/dashboard' ? crumbs.slice(0, 1) : crumbs
  return (
    <header className={styles.root}>
      <Tooltip content={t('shell.toggleSidebar')} relationship="label">
        <Button appearance="subtle" icon={<NavigationRegular />} onClick={toggleSidebar} />
      </Tooltip>
      {BACK_BUTTON_PATHS.includes(location) ? (
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => history.back()}>
          {t('shell.back')}
        </Button>
      ) : null}
      <Breadcrumb className={styles.crumbs} aria-label={t('shell.breadcrumb')} size="small">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <Fragment key={`${crumb.title}-${index}`}>
              <BreadcrumbItem>
                {crumb.path && !last ? (
                  <BreadcrumbButton
                    href={`${base}${crumb.path}`}
                    onClick={(event) => {
                      event.preventDefault()
                      if (crumb.path) navigate(crumb.path)
                    }}
                  >
                    {crumb.title}
                  </BreadcrumbButton>
                ) : (
                  <BreadcrumbButton current={last}>{crumb.title}</BreadcrumbButton>
                )}
              </BreadcrumbItem>
              {last ? null : <BreadcrumbDivider />}
            </Fragment>
          )
        })}
      </Breadcrumb>
      <div className={styles.right}>
        {compact ? (
          <LocaleMenu />
        ) : (
          <>
            <HeaderSearch />
            <FullscreenButton />
            <SizeMenu />
            <LocaleMenu />
            <Tooltip content={t('shell.settings')} relationship="label">
              <Button appearance="subtle" icon={<SettingsRegular />} onClick={onSettings} />
            </Tooltip>
          </>
        )}
        <UserMenu onChangePassword={onChangePassword} onSettings={onSettings} />
      </div>
    </header>
  )
}
