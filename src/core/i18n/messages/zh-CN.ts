import type en from './en'
import type { Shape } from '../shape'

/** Core messages, Simplified Chinese (the default locale; the wording follows the upstream console). */
const messages: Shape<typeof en> = {
  app: {
    siteTitle: '康宁市妇幼保健院医学影像诊断平台',
    shortTitle: '康宁妇幼影像',
    company: '康宁医疗信息技术有限公司',
    copyright: 'Copyright © 2025 {{company}} 版权所有',
    caseNumber: '备案号 {{caseNumber}}',
    version: '版本 {{version}}',
  },
  common: {
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    save: '保存',
    loading: '加载中…',
    retry: '重试',
    refresh: '刷新',
    systemPrompt: '系统提示',
    dismiss: '关闭提示',
    notifications: '通知',
    language: '语言',
  },
  http: {
    timeout: '网络请求超时',
    failed: '接口请求失败',
    expiredTitle: '系统提示',
    expired: '当前登录状态已过期，您可以继续留在该页面，或者重新登录',
    relogin: '重新登录',
    cancel: '取消',
    forbidden: '禁止访问，您没有权限访问此资源',
    malformed: '服务器返回的数据无法识别',
    status: '请求失败（HTTP {{status}}）',
    missingCall: '后端没有提供此功能（{{call}}，HTTP {{status}}）',
  },
  validation: {
    oldPassRequired: '请输入旧密码',
    newPassRequired: '请输入新密码',
    passwordLength: '长度在 6 到 20 个字符',
    confirmPassRequired: '请再次输入密码',
    passwordMismatch: '两次输入的密码不一致',
    ip: '请输入正确的IP地址',
    mobile: '请输入正确的手机号码',
    email: '请输入正确的邮箱地址',
    required: '此项为必填项',
    maxLength: '最多 {{max}} 个字符',
    number: '请输入数字',
    min: '不能小于 {{min}}',
    max: '不能大于 {{max}}',
    lengthBetween: '长度为 {{min}} 到 {{max}} 个字符',
    rangeBetween: '取值范围 {{min}} 到 {{max}}',
  },
  session: {
    logoutConfirm: '确定注销并退出系统吗？',
    passwordChanged: '密码修改成功，请重新登录',
    leaveConfirm: '确定吗？',
    leavePrompt: '提示一下',
    encryptFailed: '密码加密失败：公钥缺失或无效',
  },
}

export default messages
