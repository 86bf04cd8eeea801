import { ToolbarButton } from '@fluentui/react-components'
import { AddRegular, ArrowExportRegular } from '@fluentui/react-icons'
import type { TemplateRow } from '../../../../../core/contract/template'
import { http } from '../../../../../core/http'
import { notify } from '../../../../../core/notify/notifications'
import { saveBlob } from '../../../../../core/resource/saveBlob'
import { useNavigateTo } from '../../../../../ui/element/navigate'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'
import { templateEditPath } from '../templatePaths'

/**
 * The template list's own toolbar buttons: add (opens the full-page editor for a new template) and export the ticked
 * templates as a JSON file to import elsewhere.
 *
 * @example
 * toolbar: (context) => <TemplateListActions context={context} />
 */
export function TemplateListActions({ context }: { context: ResourceContext<TemplateRow> }) {
  const t = useT()
  const navigateTo = useNavigateTo()
  const canAdd = useCan(['admin', 'template:add'])
  const exportSelected = async () => {
    const ids = context.selected.map((row) => row.id)
    // A failure is already on screen (the shared HTTP client shows it); nothing is saved then.
    const data = await http.get<unknown>('api/template/export', { ids }).catch(() => null)
    if (data === null) return
    const file = `report-templates-${ids.length}.json`
    saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), file)
    notify({ intent: 'success', message: t('resources.reportTemplate.exported', { file }), duration: 2500 })
  }
  return (
    <>
      {canAdd ? (
        <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => navigateTo(templateEditPath())}>
          {t('kit.toolbar.add')}
        </ToolbarButton>
      ) : null}
      <ToolbarButton icon={<ArrowExportRegular />} disabled={context.selected.length === 0} onClick={() => void exportSelected()}>
        {t('resources.reportTemplate.exportSelected')}
      </ToolbarButton>
    </>
  )
}
