/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  resources: {
    app: {
      title: 'Applications',
      name: 'application',
      fields: {
        name: 'Application name',
        port: 'Port',
        uploadPath: 'Upload folder',
        deployPath: 'Deploy folder',
        backupPath: 'Backup folder',
        startScript: 'Start script',
        deployScript: 'Deploy script',
        createTime: 'Created',
      },
      filters: {
        name: 'Application name',
        createTime: 'Created',
      },
      help: {
        folder: 'A folder under the server\'s deploy folder (<data>/deploy/); relative paths start there',
        startScript: 'Runs in the deploy folder and must return: start servers in the background (nohup … > app.log 2>&1 &). $APP_NAME, $APP_PORT and $DEPLOY_PATH are set',
        deployScript: 'Optional: runs in the deploy folder after unpacking, before the start script',
      },
    },
  },
}

export default messages
