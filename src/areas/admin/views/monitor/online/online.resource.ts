import type { OnlineUserDto } from '../../../../../core/contract'
import type { ResourceView } from '../../../../../ui/resource/resourceView.types'
import { kickButton, kickSelectedButton, userCell } from './onlineActions'

/**
 * The online users (eladmin `monitor/online`): every live session with who, from where and since when; administrators
 * kick sessions out, one by one or the ticked ones. The caller's own session is marked and cannot be kicked from here.
 */
export const onlineResource: ResourceView<OnlineUserDto> = {
  name: 'online',
  endpoint: 'auth/online',
  idField: 'key',
  permissions: { list: ['admin'] },
  filters: [{ name: 'username', kind: 'text', width: 14 }],
  columns: [
    { field: 'userName', width: 170 },
    { field: 'nickName', width: 110 },
    { field: 'dept', width: 130 },
    { field: 'ip', width: 130 },
    { field: 'address', width: 90 },
    { field: 'browser', width: 110 },
    { field: 'loginTime', format: 'datetime', sortable: true, width: 150 },
  ],
  cells: { userName: userCell },
  selectable: true,
  toolbar: (context) => kickSelectedButton(context),
  rowActions: (user, context) => kickButton(user, context),
  rowActionsWidth: 60,
  rowName: (user) => `${user.userName} ${user.loginTime.slice(0, 16)}`,
}
