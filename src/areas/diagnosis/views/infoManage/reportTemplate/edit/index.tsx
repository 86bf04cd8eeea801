import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { TemplateNode, TemplateScope } from '../../../../../../core/contract/template'
import { http } from '../../../../../../core/http'
import { useViewParams } from '../../../../../../ui/area/viewParams'
import { useMessages } from '../../../../../../ui/i18n/useMessages'
import { useT } from '../../../../../../ui/i18n/useT'
import { kitMessages } from '../../../../../../ui/messages'
import { useQuery } from '../../../../../../ui/query/useQuery'
import { templateMessages } from '../../../../../../ui/report/templates/messages'
import { infoManageMessages } from '../../messages'
import { TemplateEditForm } from './TemplateEditForm'

const SCOPES: readonly string[] = ['public', 'dept', 'personal']

/**
 * The template edit page (`infoManage/reportTemplate/edit`, console path `/infoManage/reportTemplateEdit?id=N`): the
 * template of `id`, or a new one (in `scope` and folder `parentId` when the tree view asked for it).
 */
export default function ReportTemplateEditView() {
  useMessages(infoManageMessages, templateMessages, kitMessages)
  const t = useT()
  const { id, scope, parentId } = useViewParams()
  const templateId = id && /^\d+$/.test(id) ? Number(id) : null
  const { data, error } = useQuery(templateId ? `api/template/${templateId}` : null, (key) => http.get<TemplateNode>(key))
  if (templateId !== null && !data) {
    if (error) {
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error instanceof Error ? error.message : String(error)}</MessageBarBody>
        </MessageBar>
      )
    }
    return <Spinner label={t('diagnosis.templateEdit.loading')} />
  }
  const preset = {
    ...(scope && SCOPES.includes(scope) ? { scope: scope as TemplateScope } : {}),
    ...(parentId && /^\d+$/.test(parentId) ? { parentId: Number(parentId) } : {}),
  }
  return <TemplateEditForm key={data ? `${data.id}:${data.version}` : 'new'} node={data ?? null} preset={preset} />
}
