import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    database: {
      title: 'Bases de datos',
      name: 'base de datos',
      fields: {
        name: 'Nombre',
        jdbcUrl: 'Archivo de base de datos (jdbcUrl)',
        userName: 'Usuario',
        pwd: 'Contraseña',
        hasPassword: 'Contraseña guardada',
        createTime: 'Creado',
      },
      filters: {
        blurry: 'Nombre o archivo',
        createTime: 'Creado',
      },
      jdbcHelp: 'jdbc:sqlite:<archivo> o una ruta dentro de la carpeta de datos del servidor (las relativas parten de ahí)',
      pwdHelp: 'Se guarda cifrada y no se vuelve a mostrar; déjela vacía para conservar la guardada',
      test: 'Probar la conexión con {{name}}',
      reachable: '{{name}} se abre',
      unreachable: '{{name}} no se puede abrir (falta el archivo o no es SQLite)',
      run: 'Ejecutar un script en {{name}}',
      runTitle: 'Ejecutar un script: {{name}}',
      file: 'Script (.sql)',
      runHint: 'Todo el script se ejecuta en una transacción: si falla una sentencia, no cambia nada.',
      runButton: 'Ejecutar',
      running: 'Ejecutando…',
      succeeded: 'Hecho: {{changes}} filas cambiadas en {{ms}} ms',
      failed: 'Falló, no se cambió nada: {{message}}',
      close: 'Cerrar',
    },
  },
}

export default messages
