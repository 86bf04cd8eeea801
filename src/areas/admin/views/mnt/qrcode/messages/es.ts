import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  qrcode: {
    title: 'Códigos QR',
    size: 'Tamaño',
    pixels: '{{side}} px',
    noPublicAddress: 'La dirección pública del hospital no está configurada, así que estos códigos abren la dirección de esta consola ({{origin}}), que los pacientes fuera del hospital quizá no alcancen. Configure la dirección pública en Configuración del hospital.',
    codeOf: 'Código QR: {{title}}',
    downloadPng: 'PNG',
    downloadSvg: 'SVG',
    print: 'Imprimir',
    downloadPngOf: 'Descargar el código QR de {{title}} en PNG',
    downloadSvgOf: 'Descargar el código QR de {{title}} en SVG',
    printOf: 'Imprimir el código QR de {{title}}',
    downloadFailed: 'No se pudo crear la imagen: {{message}}',
    kinds: {
      reportLookup: { title: 'Consulta de informes', purpose: 'Los pacientes lo escanean para consultar sus informes.', missing: 'No hay dirección para la consulta de informes.' },
      cloudFilm: { title: 'Película en la nube', purpose: 'Los pacientes lo escanean para ver sus imágenes en línea.', missing: 'No hay dirección para las películas en la nube.' },
      feedback: { title: 'Opiniones de pacientes', purpose: 'Los pacientes lo escanean para contar al hospital su visita.', missing: 'La dirección de opiniones de pacientes no está configurada: configúrela en Configuración del hospital para imprimir este código.' },
    },
  },
}

export default messages
