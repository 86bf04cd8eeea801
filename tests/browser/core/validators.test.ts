import { expect } from '@open-wc/testing'
import { setLocale } from '../../../src/core/i18n'
import {
  isExternal,
  isValidEmail,
  isValidIp,
  isValidMobile,
  validateIp,
  validatePasswordForm,
} from '../../../src/core/validators'

describe('validators (SPEC §5)', () => {
  afterEach(() => setLocale('zh-CN', false))

  it('treats http(s), mailto and tel links as external, nothing else', () => {
    for (const link of ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086']) expect(isExternal(link), link).to.equal(true)
    for (const link of ['/system/user', 'ftp://a.cn', 'javascript:alert(1)', 'registrations/his', '']) expect(isExternal(link), link).to.equal(false)
  })

  it('accepts a mobile number of 1 followed by 10 digits only', () => {
    expect(isValidMobile('13800138000')).to.equal(true)
    for (const bad of ['23800138000', '1380013800', '138001380001', '1380013800a', '']) expect(isValidMobile(bad), bad).to.equal(false)
  })

  it('accepts four numbers 0-255 as an IP address', () => {
    for (const ip of ['0.0.0.0', '10.0.0.255', '192.168.1.1', '255.255.255.255']) expect(isValidIp(ip), ip).to.equal(true)
    for (const ip of ['256.1.1.1', '1.1.1', '1.1.1.1.1', 'a.b.c.d', '01.1.1.1', '1.1.1.-1']) expect(isValidIp(ip), ip).to.equal(false)
  })

  it("allows an empty IP and otherwise answers '请输入正确的IP地址'", async () => {
    await setLocale('zh-CN', false)
    expect(validateIp('')).to.equal(null)
    expect(validateIp(null)).to.equal(null)
    expect(validateIp('10.1.1.1')).to.equal(null)
    expect(validateIp('300.1.1.1')).to.equal('请输入正确的IP地址')
  })

  it('checks email addresses', () => {
    expect(isValidEmail('doctor@hospital.cn')).to.equal(true)
    for (const bad of ['doctor', 'a@b', 'a b@c.cn', '@c.cn']) expect(isValidEmail(bad), bad).to.equal(false)
  })

  it('gives the password-form messages of SPEC §5 in English', async () => {
    await setLocale('en', false)
    expect(validatePasswordForm({ oldPass: '', newPass: '', confirmPass: '' })).to.deep.equal({
      oldPass: 'Please enter old password',
      newPass: 'Please enter new password',
      confirmPass: 'Please enter password again',
    })
    expect(validatePasswordForm({ oldPass: 'x', newPass: '12345', confirmPass: '12345' }).newPass).to.equal('Length must be 6 to 20 characters')
    expect(validatePasswordForm({ oldPass: 'x', newPass: '1'.repeat(21), confirmPass: '1'.repeat(21) }).newPass).to.equal(
      'Length must be 6 to 20 characters',
    )
    expect(validatePasswordForm({ oldPass: 'x', newPass: '123456', confirmPass: '123457' })).to.deep.equal({
      confirmPass: 'The two passwords do not match',
    })
    expect(validatePasswordForm({ oldPass: 'x', newPass: '123456', confirmPass: '123456' })).to.deep.equal({})
    expect(validatePasswordForm({ oldPass: 'x', newPass: '1'.repeat(20), confirmPass: '1'.repeat(20) })).to.deep.equal({})
  })
})
