import { useMessages } from '../../../../../ui/i18n/useMessages'
import { ResourcePage } from '../../../../../ui/resource/ResourcePage'
import { backupResource } from './backup.resource'
import { backupMessages } from './messages'

/** The database backup view (`mnt/backup/index`, 运维管理 › 数据库备份). */
export default function BackupView() {
  useMessages(backupMessages)
  return <ResourcePage view={backupResource} />
}
