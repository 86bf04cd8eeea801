import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  picture: {
    title: 'Imágenes',
    toolbar: 'Imágenes',
    upload: 'Subir una imagen',
    refresh: 'Actualizar',
    loading: 'Cargando imágenes…',
    empty: 'Todavía no hay imágenes.',
    hint: 'jpg, png, gif o webp, hasta 15 MB. Un enlace copiado es público: quien lo tenga puede abrir la imagen sin iniciar sesión hasta que se elimine.',
    wrongType: 'Solo imágenes jpg, png, gif o webp',
    copy: 'Copiar enlace',
    copyOf: 'Copiar enlace: {{name}}',
    copied: 'Enlace de {{name}} copiado',
    copyFailed: 'No se pudo copiar el enlace; selecciónelo aquí: {{link}}',
    deleteOf: 'Eliminar {{name}}',
    delete: 'Eliminar',
    cancel: 'Cancelar',
    deleteTitle: 'Eliminar imagen',
    deleteConfirm: '¿Eliminar {{name}}? Su enlace dejará de funcionar.',
    deleted: '{{name}} eliminada',
  },
}

export default messages
