export { $notifications, notify, dismissNotification, type Notification } from './notifications'
export { $confirmRequests, confirm, type ConfirmRequest } from './confirm'
export { registerUiHost, pickUiHost, type UiHost } from './uiHosts'
