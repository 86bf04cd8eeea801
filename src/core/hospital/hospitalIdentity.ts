import { atom } from 'nanostores'
import { $runtimeConfig, apiUrl } from '../config/runtimeConfig'
import { settings } from '../config/settings'
import type { HospitalConfigDto, HospitalIdentityDto } from '../contract/hospital'
import { http } from '../http/http'
import { shared } from '../runtime'

/**
 * The hospital's identity as the page knows it (`GET api/hospitalConfig/public`): name, console title, footer, case
 * number, logo and public address; null until loaded, and when the backend has no such call (an eladmin backend), so
 * that the console keeps its localised defaults. The configuration view publishes every save here, so the shell's
 * title, logo and footer and any open report letterhead follow at once. Shared by every bundle of the page.
 *
 * @example
 * const identity = useStore($hospitalIdentity)
 */
export const $hospitalIdentity = shared('hospital.identity', () => atom<HospitalIdentityDto | null>(null))

const loading = shared('hospital.identityLoading', () => ({ promise: null as Promise<HospitalIdentityDto | null> | null }))

/**
 * Loads the identity once per page (later calls share the first answer), silently: a failure leaves the store as it
 * was. Pass `force` to ask again (after another tab saved).
 *
 * @example
 * void loadHospitalIdentity()
 */
export function loadHospitalIdentity(force = false): Promise<HospitalIdentityDto | null> {
  if (force) loading.promise = null
  loading.promise ??= http.get<HospitalIdentityDto>('api/hospitalConfig/public', undefined, { auth: 'none', silent: true })
    .then((identity) => {
      if (identity && typeof identity === 'object' && typeof identity.name === 'string') publishHospitalIdentity(identity)
      return $hospitalIdentity.get()
    })
    .catch(() => $hospitalIdentity.get())
  return loading.promise
}

/**
 * Puts an identity in the store unless the store already holds a newer version (an answer overtaken by a save).
 *
 * @example
 * publishHospitalIdentity(identityOf(savedConfig))
 */
export function publishHospitalIdentity(identity: HospitalIdentityDto): void {
  const current = $hospitalIdentity.get()
  if (current && current.version > identity.version) return
  $hospitalIdentity.set(identity)
}

/**
 * The public identity within a full configuration (what a save answers).
 *
 * @example
 * publishHospitalIdentity(identityOf(await http.put<HospitalConfigDto>('api/hospitalConfig', body)))
 */
export function identityOf(config: HospitalConfigDto): HospitalIdentityDto {
  return {
    version: config.version, name: config.name, consoleTitle: config.consoleTitle, footer: config.footer, caseNumber: config.caseNumber,
    logoUrl: config.logo?.url ?? null, publicBaseUrl: config.publicBaseUrl, feedbackUrl: config.feedbackUrl,
  }
}

/**
 * The address of the logo to put in an `<img>`, against the configured API base; null without a logo.
 *
 * @example
 * logoSrc($hospitalIdentity.get()) // 'https://pacs.example.org/api/hospitalConfig/logo?v=4'
 */
export function logoSrc(identity: Pick<HospitalIdentityDto, 'logoUrl'> | null): string | null {
  return identity?.logoUrl ? apiUrl(identity.logoUrl) : null
}

/** Test hook: forget the loaded identity. */
export function resetHospitalIdentity(): void {
  loading.promise = null
  $hospitalIdentity.set(null)
}

/**
 * The console's title: the hospital's configured one, else the page's runtime setting, else null (the caller's
 * localised default).
 *
 * @example
 * siteTitleOf(identity) ?? t('app.siteTitle')
 */
export function siteTitleOf(identity: HospitalIdentityDto | null): string | null {
  return identity?.consoleTitle || $runtimeConfig.get().siteTitle || null
}

/**
 * The case (ICP filing) number the footer shows: the hospital's once known (empty: none), else the built-in one.
 *
 * @example
 * caseNumberOf(null) // '浙ICP备2025031520号'
 */
export function caseNumberOf(identity: HospitalIdentityDto | null): string {
  return identity ? identity.caseNumber : settings.caseNumber
}
