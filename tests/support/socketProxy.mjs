// Test-runner plugin: forwards WebSocket upgrades of `/webSocket/…` to the contract server, so a page served by the
// test runner reaches the contract server's socket same-origin, as production pages do (the Vite bridge proxies plain
// HTTP only: in middleware mode it has no server of its own to take upgrades on).
import { connect } from 'node:net'

/** The plugin; `backendUrl()` answers the contract server's URL once it runs. */
export function socketProxy(backendUrl) {
  return {
    name: 'websocket-proxy',
    serverStart({ server }) {
      server.on('upgrade', (request, socket, head) => {
        if (!request.url?.startsWith('/webSocket/')) return
        const target = new URL(backendUrl())
        const upstream = connect(Number(target.port), target.hostname, () => {
          const lines = [`${request.method} ${request.url} HTTP/1.1`]
          for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
          upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
          if (head?.length) upstream.write(head)
          socket.pipe(upstream).pipe(socket)
        })
        upstream.on('error', () => socket.destroy())
        socket.on('error', () => upstream.destroy())
      })
    },
  }
}
