import type { Services } from '../lib/context'
import type { Resource } from '../lib/route'
import { aliPayRoutes } from './aliPay'
import { codeConsoleRoutes } from './codeConsole'
import { generatorRoutes } from './generator'

/** The developer tools of 系统工具: the payment tool and its sandbox gateway, the code generator, the code console. */
export function devtoolsRoutes(s: Services): Resource[] {
  return [aliPayRoutes(s), ...generatorRoutes(s), codeConsoleRoutes(s)]
}
