import type { MenuDto } from '../../../../../core/contract'
import { MenuIcon } from '../../../../../ui/icons/menuIcons'

/** A menu's icon as the sidebar draws it, named by its icon name for a screen reader. */
export function menuIconCell(menu: MenuDto) {
  if (!menu.icon) return null
  return (
    <span role="img" aria-label={menu.icon} title={menu.icon}>
      <MenuIcon name={menu.icon} />
    </span>
  )
}
