import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Consola de imagen y diagnóstico',
    username: 'Usuario',
    password: 'Contraseña',
    code: 'Código de verificación',
    codeImage: 'Imagen del código de verificación: resuelva la operación e introduzca el resultado',
    refreshCode: 'Obtener un nuevo código de verificación',
    codeUnavailable: 'No se pudo cargar el código de verificación',
    rememberMe: 'Recordarme',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    codeRequired: 'Introduzca el código de verificación',
    failed: 'No se pudo iniciar sesión',
    signedIn: 'Sesión iniciada como {{name}}',
  },
}

export default messages
