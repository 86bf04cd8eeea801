export { checkPermission, PermissionUsageError } from './permission'
