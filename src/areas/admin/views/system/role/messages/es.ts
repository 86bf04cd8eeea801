import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    role: {
      title: 'Roles',
      name: 'rol',
      fields: {
        name: 'Nombre',
        dataScope: 'Alcance de datos',
        level: 'Nivel',
        description: 'Descripción',
        createTime: 'Creado',
        depts: 'Departamentos',
      },
      filters: {
        blurry: 'Nombre o descripción',
        createTime: 'Creado',
      },
      scope: {
        all: 'Todo',
        own: 'Departamento propio',
        custom: 'Departamentos elegidos',
      },
      levelHelp: '1 es el más poderoso; no puede dar a un rol un nivel superior al suyo',
      menus: {
        title: 'Menús de {{name}}',
        choose: 'Haga clic en un rol para ver y cambiar los menús que concede.',
        save: 'Guardar menús',
        saved: 'Los menús de {{name}} se han guardado',
        tooPowerful: 'Este rol es más poderoso que el suyo (nivel {{level}}): puede ver sus menús pero no cambiarlos.',
        directory: 'directorio',
        page: 'página',
        button: 'botón',
      },
    },
  },
}

export default messages
