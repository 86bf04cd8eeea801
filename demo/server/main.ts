// The contract server's command line: `PORT=8013 DATA_DIR=.data tsx demo/server/main.ts`.
import { EnvError, readEnv } from './env'
import { startServer } from './start'

async function main(): Promise<void> {
  let env
  try {
    env = readEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const server = await startServer({
    port: env.port,
    host: '127.0.0.1',
    ...(env.dataDir ? { dataDir: env.dataDir } : {}),
    ...(env.testCaptcha ? { testCaptcha: env.testCaptcha } : {}),
    ...(env.rsaPadding ? { rsaPadding: env.rsaPadding } : {}),
    ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
    ...(env.pacs ? { pacs: env.pacs } : {}),
  })
  // Tests and scripts parse this exact line.
  console.log(`Clinic contract server listening on ${server.url}`)
  const stop = (): void => {
    void server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
