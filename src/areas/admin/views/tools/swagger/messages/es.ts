import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  swagger: {
    title: 'Documentación de la API',
    required: 'obligatorio',
    anonymous: 'cualquiera',
    authenticated: 'cualquier usuario con sesión',
    permission: 'Permiso',
    parameters: 'Parámetros',
    none: 'Ninguno',
    requestBody: 'Cuerpo de la solicitud',
    response: 'Respuesta {{status}}',
    errors: 'Errores: {{codes}} (el cuerpo de error del contrato)',
    tryIt: 'Probar',
    badJson: 'El cuerpo no es JSON válido: {{message}}',
    binary: 'Un archivo de {{size}} bytes ({{type}})',
    body: 'Cuerpo (JSON)',
    sending: 'Enviando…',
    send: 'Enviar',
    multipart: 'Las subidas se prueban desde sus propias vistas.',
    result: 'Respuesta',
    noStatus: 'Sin respuesta',
    status: 'Estado {{status}}',
    time: '{{ms}} ms',
    loadFailed: 'No se pudo cargar el documento de la API: {{message}}',
    loading: 'Cargando el documento de la API…',
    count: '{{count}} operaciones en {{tags}} grupos',
    search: 'Buscar operaciones',
    searchPlaceholder: 'Ruta, método, resumen o grupo',
    matches: '{{count}} operaciones coinciden',
    noMatch: 'Ninguna operación coincide',
  },
}

export default messages
