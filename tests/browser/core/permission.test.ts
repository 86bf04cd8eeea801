import { expect } from '@open-wc/testing'
import { checkPermission, PermissionUsageError } from '../../../src/core/permission'
import { $roles, setRoles } from '../../../src/core/session'

describe('permission check (SPEC §6)', () => {
  afterEach(() => $roles.set([]))

  it('is true when the user holds any of the listed roles', () => {
    setRoles(['user:list', 'user:add'])
    expect(checkPermission(['admin', 'user:add'])).to.equal(true)
    expect(checkPermission(['admin', 'user:del'])).to.equal(false)
  })

  it('raises a usage error unless given a non-empty list of role names', () => {
    for (const bad of [undefined, null, 'admin', [], [''], [1], {}]) {
      expect(() => checkPermission(bad), JSON.stringify(bad)).to.throw(PermissionUsageError, /must be a non-empty list of role names/)
    }
  })
})
