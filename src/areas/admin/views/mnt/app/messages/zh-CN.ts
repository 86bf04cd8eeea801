import type { Shape } from '../../../../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  resources: {
    app: {
      title: '应用管理',
      name: '应用',
      fields: {
        name: '应用名称',
        port: '端口',
        uploadPath: '上传目录',
        deployPath: '部署目录',
        backupPath: '备份目录',
        startScript: '启动脚本',
        deployScript: '部署脚本',
        createTime: '创建日期',
      },
      filters: {
        name: '应用名称',
        createTime: '创建日期',
      },
      help: {
        folder: '须位于服务端部署目录（<数据目录>/deploy/）之下，相对路径从该目录起算',
        startScript: '在部署目录中执行且须结束：服务请放到后台运行（nohup … > app.log 2>&1 &）。可用 $APP_NAME、$APP_PORT、$DEPLOY_PATH',
        deployScript: '可选：解压后、启动脚本前在部署目录中执行',
      },
    },
  },
}

export default messages
