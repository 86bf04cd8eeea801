import { createElement } from 'react'
import { $runtimeConfig } from '../../core/config/runtimeConfig'
import { $locale } from '../../core/i18n/i18n'

/** Props of {@link ReportViewerTag}. */
export interface ReportViewerTagProps {
  examineId?: string | undefined
  reportId?: string | undefined
  /** `outer` for the login pages. */
  session?: 'outer'
}

/**
 * Renders `<clinic-report-viewer>` by tag (the element is registered by the his-report entry, which imports the
 * report-viewer element): the pages never import the report viewer's code directly.
 *
 * @example
 * <ReportViewerTag examineId="12" session="outer" />
 */
export function ReportViewerTag({ examineId, reportId, session }: ReportViewerTagProps) {
  const attributes: Record<string, string> = { locale: $locale.get() }
  if (examineId) attributes['examine-id'] = examineId
  else if (reportId) attributes['report-id'] = reportId
  if (session) attributes.session = session
  const apiBase = $runtimeConfig.get().apiBase
  if (apiBase) attributes['api-base'] = apiBase
  return createElement('clinic-report-viewer', attributes)
}
