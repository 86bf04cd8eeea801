/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    backup: {
      title: 'Database backups',
      name: 'backup',
      fields: {
        fileName: 'File',
        size: 'Size',
        note: 'Note',
        createBy: 'Made by',
        createTime: 'Made',
        restoredTime: 'Last restored',
      },
      filters: {
        blurry: 'File, note or maker',
        createTime: 'Made',
      },
    },
  },
  backup: {
    download: 'Download {{name}}',
    restore: 'Restore {{name}}',
    restoreTitle: 'Restore the database from {{name}}',
    restoreWarning: 'Every record of the database is replaced by the backup\'s, made {{time}}. Sessions, the list of backups and the operation log stay as they are; the data replaced is backed up first.',
    typeLabel: 'Type the file name {{name}} to confirm',
    restoreButton: 'Restore',
    cancel: 'Cancel',
    restored: 'Restored from {{name}}; the data before is in {{safety}}',
    restoring: 'Restoring…',
    bytes: '{{value}} B',
    kib: '{{value}} KiB',
    mib: '{{value}} MiB',
    gib: '{{value}} GiB',
  },
}

export default messages
