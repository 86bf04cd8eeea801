import type { Shape } from '../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  cloudFilm: {
    share: {
      title: 'Su informe de exploración',
      region: 'Informe de exploración compartido',
      checking: 'Abriendo el enlace…',
      codeLabel: 'Código de acceso',
      codeHint: 'Los 6 dígitos que recibió junto con este enlace.',
      codeFormat: 'Escriba los 6 dígitos del código de acceso.',
      open: 'Abrir',
      wrongCode: 'El código de acceso no es correcto. Revíselo e inténtelo de nuevo.',
      throttled: 'Se escribieron demasiados códigos incorrectos y el enlace está bloqueado por ahora. Vuelva a intentarlo en 15 minutos.',
      images: 'Ver las imágenes',
      imagesTitle: 'Imágenes',
      closeImages: 'Cerrar las imágenes',
      loadingReport: 'Cargando el informe…',
      loadingImages: 'Cargando el visor de imágenes…',
      viewerUnavailable: 'No se pudo cargar el visor. Recargue la página para intentarlo de nuevo.',
      failed: 'No se puede abrir el enlace ahora. Compruebe la conexión y recargue la página.',
      refused: {
        expired: 'Este enlace ha caducado.',
        revoked: 'El hospital ha retirado este enlace.',
        invalid: 'Este enlace no es válido.',
      },
      askHospital: 'Pida un enlace nuevo al hospital donde le hicieron la exploración.',
    },
  },
}

export default messages
