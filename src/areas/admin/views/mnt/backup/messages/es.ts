import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Spanish. */
const messages: Shape<typeof en> = {
  resources: {
    backup: {
      title: 'Copias de la base de datos',
      name: 'copia',
      fields: {
        fileName: 'Archivo',
        size: 'Tamaño',
        note: 'Nota',
        createBy: 'Hecha por',
        createTime: 'Hecha',
        restoredTime: 'Última restauración',
      },
      filters: {
        blurry: 'Archivo, nota o autor',
        createTime: 'Hecha',
      },
    },
  },
  backup: {
    download: 'Descargar {{name}}',
    restore: 'Restaurar {{name}}',
    restoreTitle: 'Restaurar la base de datos desde {{name}}',
    restoreWarning: 'Todos los registros de la base de datos se sustituyen por los de la copia, hecha el {{time}}. Las sesiones, la lista de copias y el registro de operaciones se mantienen; antes se hace una copia de los datos sustituidos.',
    typeLabel: 'Escriba el nombre del archivo {{name}} para confirmar',
    restoreButton: 'Restaurar',
    cancel: 'Cancelar',
    restored: 'Restaurada desde {{name}}; los datos anteriores están en {{safety}}',
    restoring: 'Restaurando…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
