export { isExternal, isValidMobile, isValidIp, validateIp, isValidEmail, validatePasswordForm, type PasswordForm } from './validators'
