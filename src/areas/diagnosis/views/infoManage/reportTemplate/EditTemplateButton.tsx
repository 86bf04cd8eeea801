import { Button } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import type { TemplateRow } from '../../../../../core/contract/template'
import { useNavigateTo } from '../../../../../ui/element/navigate'
import { useT } from '../../../../../ui/i18n/useT'
import { templateEditPath } from '../templatePaths'

/**
 * A row's edit button: opens the template's full-page editor.
 *
 * @example
 * rowActions: (row) => <EditTemplateButton row={row} />
 */
export function EditTemplateButton({ row }: { row: TemplateRow }) {
  const t = useT()
  const navigateTo = useNavigateTo()
  if (!row.editable) return null
  return (
    <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={t('resources.reportTemplate.rowEdit', { name: row.name })} onClick={() => navigateTo(templateEditPath(row.id))} />
  )
}
