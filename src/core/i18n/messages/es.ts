import type en from './en'
import type { Shape } from '../shape'

/** Core messages, Spanish. */
const messages: Shape<typeof en> = {
  app: {
    siteTitle: 'Hospital Materno-Infantil de Kangning — Imagen y Diagnóstico',
    shortTitle: 'Imagen MI Kangning',
    company: 'Kangning Tecnología de Información Médica S.L.',
    copyright: 'Copyright © 2025 {{company}} Todos los derechos reservados.',
    caseNumber: 'Registro {{caseNumber}}',
    version: 'Versión {{version}}',
  },
  common: {
    confirm: 'Aceptar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    loading: 'Cargando…',
    retry: 'Reintentar',
    refresh: 'Actualizar',
    systemPrompt: 'Aviso del sistema',
    dismiss: 'Descartar',
    notifications: 'Notificaciones',
    language: 'Idioma',
  },
  http: {
    timeout: 'Tiempo de espera de la solicitud agotado',
    failed: 'La solicitud a la interfaz falló',
    expiredTitle: 'Aviso del sistema',
    expired: 'La sesión ha caducado; puede permanecer en esta página o volver a iniciar sesión',
    relogin: 'Volver a iniciar sesión',
    cancel: 'Cancelar',
    forbidden: 'No tiene permiso para acceder a este recurso',
    malformed: 'No se pudo leer la respuesta del servidor',
    status: 'La solicitud falló (HTTP {{status}})',
    missingCall: 'El servidor no ofrece esta función ({{call}}, HTTP {{status}})',
  },
  validation: {
    oldPassRequired: 'Introduzca la contraseña actual',
    newPassRequired: 'Introduzca la nueva contraseña',
    passwordLength: 'La longitud debe ser de 6 a 20 caracteres',
    confirmPassRequired: 'Introduzca la contraseña de nuevo',
    passwordMismatch: 'Las dos contraseñas no coinciden',
    ip: 'Introduzca una dirección IP válida',
    mobile: 'Introduzca un número de móvil válido',
    email: 'Introduzca un correo electrónico válido',
    required: 'Este campo es obligatorio',
    maxLength: 'Como máximo {{max}} caracteres',
    number: 'Introduzca un número',
    min: 'Debe ser como mínimo {{min}}',
    max: 'Debe ser como máximo {{max}}',
    lengthBetween: 'Debe tener entre {{min}} y {{max}} caracteres',
    rangeBetween: 'Debe estar entre {{min}} y {{max}}',
  },
  session: {
    logoutConfirm: '¿Seguro que desea cerrar la sesión y salir del sistema?',
    passwordChanged: 'Contraseña cambiada correctamente; inicie sesión de nuevo',
    leaveConfirm: '¿Está seguro?',
    leavePrompt: 'Un recordatorio',
    encryptFailed: 'No se pudo cifrar la contraseña: falta la clave pública o no es válida',
  },
}

export default messages
