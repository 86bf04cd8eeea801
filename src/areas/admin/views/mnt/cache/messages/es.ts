import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    cacheKey: {
      title: 'Claves',
      name: 'clave',
      fields: {
        key: 'Clave',
        type: 'Tipo',
        ttl: 'Caduca en',
        size: 'Tamaño',
      },
      filters: {
        pattern: 'Patrón de clave (p. ej. captcha_code:*)',
      },
    },
  },
  cache: {
    title: 'Caché',
    summary: 'Caché en uso',
    refresh: 'Actualizar las cifras',
    loading: 'Cargando las cifras de la caché…',
    failed: 'No se pudieron cargar las cifras de la caché: {{message}}',
    backend: 'Almacén',
    memory: 'En el proceso (la memoria del propio servidor)',
    redis: 'Redis',
    address: 'Dirección',
    version: 'Versión de Redis',
    usedMemory: 'Memoria usada',
    keys: 'Claves',
    hitRate: 'Tasa de aciertos',
    hitRateValue: '{{rate}} % ({{hits}} aciertos, {{misses}} fallos)',
    noReads: 'Aún no hay lecturas',
    none: '—',
    notConfiguredTitle: 'Redis no está configurado',
    notConfigured: 'El servidor guarda los captchas, la limitación de inicios de sesión y los diccionarios en caché en su propia memoria: se pierden al reiniciarlo y no se comparten con otros servidores. Para usar Redis, inicie un servidor Redis e inicie el servidor con',
    unavailableTitle: 'No se puede conectar con Redis',
    never: 'Nunca',
    seconds: '{{s}} s',
    minutes: '{{m}} min {{s}} s',
    hours: '{{h}} h {{m}} min',
    days: '{{d}} d {{h}} h',
    bytes: '{{value}} B',
    kib: '{{value}} KB',
    mib: '{{value}} MB',
    gib: '{{value}} GB',
    unknownSize: 'Desconocido',
    truncated: 'Se muestran las primeras {{limit}} claves que coinciden; acote el patrón para ver las demás.',
    view: 'Ver el valor de {{key}}',
    valueTitle: 'Valor de',
    loadingValue: 'Cargando el valor…',
    valueLabel: 'Valor',
    fieldsLabel: 'Campos del hash',
    field: 'Campo',
    value: 'Valor',
    valueTruncated: 'Solo se muestra el principio (los primeros 64 KB de una cadena, los primeros 1000 campos de un hash).',
    notShown: 'Los valores de tipo {{type}} no se muestran aquí.',
    close: 'Cerrar',
  },
}

export default messages
