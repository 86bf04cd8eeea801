import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    menu: {
      title: 'Menús',
      name: 'menú',
      fields: {
        title: 'Título',
        icon: 'Icono',
        type: 'Tipo',
        menuSort: 'Orden',
        permission: 'Permiso',
        component: 'Componente',
        componentName: 'Nombre del componente',
        path: 'Ruta',
        iFrame: 'Enlace externo',
        cache: 'En caché',
        hidden: 'Oculto',
        createTime: 'Creado',
        isTop: 'Nivel superior',
        pid: 'Menú superior',
      },
      filters: {
        blurry: 'Título, componente o permiso',
      },
      type: {
        directory: 'Directorio',
        page: 'Página',
        button: 'Botón',
      },
      yes: 'Sí',
      no: 'No',
      addUnder: 'Añadir un menú bajo {{name}}',
      pathHelp: 'La dirección en la consola, p. ej. system/user; un enlace externo empieza por http:// o https://',
      iframePath: 'Un enlace externo necesita una dirección que empiece por http:// o https://',
      componentHelp: 'La vista que se abre, p. ej. system/user/index',
      componentNameHelp: 'Necesario para la caché; único',
      permissionHelp: 'p. ej. user:add; quien lo tiene ve el botón',
    },
  },
}

export default messages
