import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  richText: {
    toolbar: 'Formato de {{label}}',
    bold: 'Negrita (Ctrl+B)',
    italic: 'Cursiva (Ctrl+I)',
    underline: 'Subrayado (Ctrl+U)',
    bulletList: 'Lista con viñetas',
    numberedList: 'Lista numerada',
    blockType: 'Estilo de texto: {{style}}',
    paragraph: 'Texto normal',
    h1: 'Título 1',
    h2: 'Título 2',
    h3: 'Título 3',
    link: 'Enlace',
    linkAddress: 'Dirección del enlace (https://, http:// o mailto:)',
    linkApply: 'Aplicar enlace',
    linkRemove: 'Quitar enlace',
    linkInvalid: 'Un enlace empieza por https://, http:// o mailto:',
    undo: 'Deshacer (Ctrl+Z)',
    redo: 'Rehacer (Ctrl+Y)',
  },
}

export default messages
