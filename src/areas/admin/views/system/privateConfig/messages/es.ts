import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    privateConfig: {
      title: 'Configuración privada',
      name: 'ajuste',
      fields: {
        meaning: 'Ajuste',
        configType: 'Tipo',
        configPath: 'Ruta',
        configValue: 'Valor',
        comment: 'Nota',
        updateTime: 'Modificado',
      },
      filters: {
        configTypes: 'Tipos (separados por comas)',
        configPaths: 'Rutas (separadas por comas)',
      },
      typeHelp: 'Un grupo de ajustes, p. ej. page',
      pathHelp: 'A qué se aplica: navbar para el visor de imágenes o / para la página inicial',
      valueHelp: 'Para el visor WEB o CLIENT; para la página inicial una ruta de la consola como /dashboard',
      known: {
        picView: 'Las imágenes se abren en: {{value}}',
        web: 'el visor del navegador (WEB)',
        client: 'el visor de escritorio (CLIENT)',
        defaultPage: 'Página inicial tras iniciar sesión',
        other: 'Ajuste propio de una vista',
      },
    },
  },
}

export default messages
