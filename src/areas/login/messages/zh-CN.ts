import type { Shape } from '../../../core/i18n/shape'
import type en from './en'

/** Simplified Chinese. */
const messages: Shape<typeof en> = {
  login: {
    title: '登录',
    subtitle: '医学影像与诊断工作平台',
    username: '账号',
    password: '密码',
    code: '验证码',
    codeImage: '验证码图片：请计算算式并输入结果',
    refreshCode: '换一张验证码',
    codeUnavailable: '验证码加载失败',
    rememberMe: '记住我',
    submit: '登 录',
    submitting: '登 录 中…',
    usernameRequired: '用户名不能为空',
    passwordRequired: '密码不能为空',
    codeRequired: '验证码不能为空',
    failed: '登录失败',
    signedIn: '已登录：{{name}}',
  },
}

export default messages
