// SPEC §6's permission directive as <Can> and useCan: a non-empty list of roles; the element is removed unless the
// user holds one of them; no role is special (lists name 'admin' explicitly); a bad usage raises the error.
import { expect } from '@open-wc/testing'
import { act, Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { PermissionUsageError } from '../../../src/core/permission/permission'
import { $roles } from '../../../src/core/session'
import { Can } from '../../../src/ui/permission/Can'
import { useCan } from '../../../src/ui/permission/useCan'

class Catch extends Component<{ children: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

function Probe({ roles }: { roles: readonly string[] }) {
  return <span data-can={String(useCan(roles))} />
}

describe('<Can> and useCan (SPEC §6)', () => {
  let container: HTMLDivElement
  let root: Root
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    $roles.set([])
  })

  it('renders its children only for a user holding one of the roles, and follows role changes', () => {
    $roles.set(['job:list'])
    act(() =>
      root.render(
        <Can roles={['admin', 'job:add']}>
          <button type="button">Add</button>
        </Can>,
      ),
    )
    expect(container.querySelector('button'), 'removed, not hidden').to.equal(null)
    act(() => $roles.set(['job:list', 'job:add']))
    expect(container.querySelector('button')?.textContent).to.equal('Add')
    act(() => $roles.set(['admin']))
    expect(container.querySelector('button'), "'admin' listed, so it passes").to.not.equal(null)
  })

  it('treats no role as special: admin without being listed does not pass', () => {
    $roles.set(['admin'])
    act(() => root.render(<Probe roles={['job:add']} />))
    expect(container.querySelector('[data-can]')?.getAttribute('data-can')).to.equal('false')
    act(() => $roles.set(['ROLE_SYSTEM_DEFAULT']))
    act(() => root.render(<Probe roles={['ROLE_SYSTEM_DEFAULT']} />))
    expect(container.querySelector('[data-can]')?.getAttribute('data-can')).to.equal('true')
  })

  it('raises the directive error for anything but a non-empty list of role names', () => {
    const errors: Error[] = []
    const quiet = console.error
    console.error = () => undefined
    try {
      for (const bad of [[], 'admin', [''], [1]] as unknown as string[][]) {
        act(() =>
          root.render(
            <Catch key={JSON.stringify(bad)} onError={(error) => errors.push(error)}>
              <Can roles={bad}>
                <span />
              </Can>
            </Catch>,
          ),
        )
      }
    } finally {
      console.error = quiet
    }
    expect(errors).to.have.length(4)
    for (const error of errors) {
      expect(error).to.be.instanceOf(PermissionUsageError)
      expect(error.message).to.match(/non-empty list of role names/)
    }
  })
})
