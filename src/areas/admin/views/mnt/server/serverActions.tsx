import { Button } from '@fluentui/react-components'
import { PlugConnectedRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import type { ServerDeployDto } from '../../../../../core/contract'
import { http } from '../../../../../core/http/http'
import { notify } from '../../../../../core/notify/notifications'
import { useT } from '../../../../../ui/i18n/useT'
import { useCan } from '../../../../../ui/permission/useCan'
import type { ResourceContext } from '../../../../../ui/resource/resourceView.types'

const TEST = ['admin', 'serverDeploy:add', 'serverDeploy:edit'] as const

function TestConnection({ server }: { server: ServerDeployDto }) {
  const t = useT()
  const canTest = useCan(TEST)
  const [busy, setBusy] = useState(false)
  if (!canTest) return null
  const test = async () => {
    setBusy(true)
    try {
      const ok = await http.post<boolean>('api/serverDeploy/testConnect', { ip: server.ip, port: server.port })
      const values = { name: server.name, ip: server.ip, port: server.port }
      notify(ok
        ? { intent: 'success', message: t('resources.serverDeploy.reachable', values), duration: 3000 }
        : { intent: 'warning', message: t('resources.serverDeploy.unreachable', values) })
    } catch {
      // The HTTP module has shown the server's message.
    } finally {
      setBusy(false)
    }
  }
  const label = t('resources.serverDeploy.test', { name: server.name })
  return <Button size="small" appearance="subtle" icon={<PlugConnectedRegular />} disabled={busy} aria-label={label} title={label} onClick={() => void test()} />
}

/** A row's "test the connection" button (a TCP connect to ip:port; the answer comes within 3 s). */
export function serverActions(server: ServerDeployDto, _context: ResourceContext<ServerDeployDto>) {
  return <TestConnection server={server} />
}
