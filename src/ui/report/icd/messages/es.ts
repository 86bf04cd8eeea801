import type { Shape } from '../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  reportParts: {
    icd: {
      label: 'Códigos CIE-10',
      placeholder: 'Código, nombre o iniciales pinyin',
      selected: 'Códigos CIE-10 elegidos',
      noMatch: 'Ningún código CIE-10 coincide con «{{query}}»',
      loading: 'Cargando códigos CIE-10…',
      loadFailed: 'No se pudieron cargar los códigos CIE-10',
      more: 'Se muestran las {{count}} primeras coincidencias; escriba más para acotar',
      count: '{{count}} códigos coinciden',
      showAll: 'Mostrar los códigos que coinciden',
    },
  },
}

export default messages
