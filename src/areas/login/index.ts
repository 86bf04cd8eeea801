export { LoginForm, type LoginFormProps } from './LoginForm'
export { loginMessages } from './messages'
