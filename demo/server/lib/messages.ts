import type { ServerLocale } from '../../../src/core/contract/api'

/** The locales the server answers in, the first being the default. */
export const LOCALES: readonly ServerLocale[] = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es']

const zhCN = {
  'common.notFound': '接口不存在：{method} {path}',
  'common.fileNotFound': '文件不存在：{path}',
  'common.recordNotFound': '记录不存在（ID：{id}）',
  'common.internal': '服务器内部错误，请稍后再试',
  'common.badJson': '请求体不是有效的 JSON：{detail}',
  'common.bodyRequired': '请求体不能为空',
  'common.bodyTooLarge': '请求体过大',
  'common.duplicate': '{field}“{value}”已存在',
  'common.rangeNotSatisfiable': '请求的字节范围无效',
  'auth.unauthorized': '登录状态已过期，请重新登录',
  'auth.forbidden': '禁止访问，您没有权限访问此资源',
  'auth.decryptFailed': '密码解密失败，请刷新页面后重试',
  'auth.captchaMissing': '验证码不存在或已过期',
  'auth.captchaWrong': '验证码错误',
  'auth.userNotFound': '用户不存在',
  'auth.userDisabled': '账号未激活！',
  'auth.badCredentials': '用户名或密码错误',
  'auth.throttled': '登录失败次数过多，请 {minutes} 分钟后再试',
  'user.oldPassWrong': '修改失败，旧密码错误',
  'user.samePass': '新密码不能与旧密码相同',
  'user.passLength': '密码长度必须为 6 到 20 个字符',
  'user.cannotDeleteSelf': '不能删除自己的账号',
  'user.notSelf': '只能修改自己的资料',
  'user.levelInsufficient': '角色权限不足，你的角色级别：{level}，低于操作的角色级别：{target}',
  'user.passwordWrong': '密码错误',
  'user.codeInvalid': '无效验证码',
  'email.subject': '邮箱验证码',
  'email.body': '您正在修改邮箱，验证码为：{code}，{minutes} 分钟内有效。',
  'menu.iframePath': '外链必须以 http:// 或者 https:// 开头',
  'menu.parentSelf': '上级不能为自己或自己的下级',
  'validation.phone': '手机号格式不正确',
  'validation.email': '邮箱格式不正确',
  'validation.blank': '不能为空',
  'validation.sortField': '不支持的排序字段：{field}',
  'validation.idOnCreate': '新增时不能指定 ID',
}

/** Every server-side message key. */
export type MessageKey = keyof typeof zhCN

/**
 * Every message the server writes, in all six locales. Placeholders are `{name}`. The type makes a missing
 * key a compile error; a test checks the same at run time.
 */
export const MESSAGES: Record<ServerLocale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'zh-TW': {
    'common.notFound': '介面不存在：{method} {path}',
    'common.fileNotFound': '檔案不存在：{path}',
    'common.recordNotFound': '記錄不存在（ID：{id}）',
    'common.internal': '伺服器內部錯誤，請稍後再試',
    'common.badJson': '請求內容不是有效的 JSON：{detail}',
    'common.bodyRequired': '請求內容不能為空',
    'common.bodyTooLarge': '請求內容過大',
    'common.duplicate': '{field}「{value}」已存在',
    'common.rangeNotSatisfiable': '請求的位元組範圍無效',
    'auth.unauthorized': '登入狀態已過期，請重新登入',
    'auth.forbidden': '禁止存取，您沒有權限存取此資源',
    'auth.decryptFailed': '密碼解密失敗，請重新整理頁面後再試',
    'auth.captchaMissing': '驗證碼不存在或已過期',
    'auth.captchaWrong': '驗證碼錯誤',
    'auth.userNotFound': '使用者不存在',
    'auth.userDisabled': '帳號未啟用！',
    'auth.badCredentials': '使用者名稱或密碼錯誤',
    'auth.throttled': '登入失敗次數過多，請 {minutes} 分鐘後再試',
    'user.oldPassWrong': '修改失敗，舊密碼錯誤',
    'user.samePass': '新密碼不能與舊密碼相同',
    'user.passLength': '密碼長度必須為 6 到 20 個字元',
    'user.cannotDeleteSelf': '不能刪除自己的帳號',
    'user.notSelf': '只能修改自己的資料',
    'user.levelInsufficient': '角色權限不足，你的角色級別：{level}，低於操作的角色級別：{target}',
    'user.passwordWrong': '密碼錯誤',
    'user.codeInvalid': '無效驗證碼',
    'email.subject': '信箱驗證碼',
    'email.body': '您正在修改信箱，驗證碼為：{code}，{minutes} 分鐘內有效。',
    'menu.iframePath': '外部連結必須以 http:// 或 https:// 開頭',
    'menu.parentSelf': '上級不能為自己或自己的下級',
    'validation.phone': '手機號碼格式不正確',
    'validation.email': '電子郵件格式不正確',
    'validation.blank': '不能為空',
    'validation.sortField': '不支援的排序欄位：{field}',
    'validation.idOnCreate': '新增時不能指定 ID',
  },
  en: {
    'common.notFound': 'No such endpoint: {method} {path}',
    'common.fileNotFound': 'File not found: {path}',
    'common.recordNotFound': 'Record not found (id {id})',
    'common.internal': 'Internal server error, please try again later',
    'common.badJson': 'The request body is not valid JSON: {detail}',
    'common.bodyRequired': 'The request body is required',
    'common.bodyTooLarge': 'The request body is too large',
    'common.duplicate': '{field} "{value}" already exists',
    'common.rangeNotSatisfiable': 'The requested byte range is not satisfiable',
    'auth.unauthorized': 'Your session has expired, please log in again',
    'auth.forbidden': 'Access denied: you are not allowed to access this resource',
    'auth.decryptFailed': 'The password could not be decrypted; reload the page and try again',
    'auth.captchaMissing': 'The captcha does not exist or has expired',
    'auth.captchaWrong': 'Wrong captcha',
    'auth.userNotFound': 'No such user',
    'auth.userDisabled': 'This account is not active!',
    'auth.badCredentials': 'Wrong user name or password',
    'auth.throttled': 'Too many failed logins; try again in {minutes} minutes',
    'user.oldPassWrong': 'Change failed: the old password is wrong',
    'user.samePass': 'The new password must differ from the old one',
    'user.passLength': 'The password must be 6 to 20 characters long',
    'user.cannotDeleteSelf': 'You cannot delete your own account',
    'user.notSelf': 'You can only change your own profile',
    'user.levelInsufficient': 'Insufficient role level: yours is {level}, the target needs {target}',
    'user.passwordWrong': 'Wrong password',
    'user.codeInvalid': 'Invalid verification code',
    'email.subject': 'E-mail verification code',
    'email.body': 'You are changing your e-mail address. Your code is {code}; it is valid for {minutes} minutes.',
    'menu.iframePath': 'An external link must start with http:// or https://',
    'menu.parentSelf': 'A menu cannot be its own parent or sit under its own descendant',
    'validation.phone': 'Invalid mobile number',
    'validation.email': 'Invalid e-mail address',
    'validation.blank': 'Must not be blank',
    'validation.sortField': 'Unsupported sort field: {field}',
    'validation.idOnCreate': 'A new record cannot already have an id',
  },
  ja: {
    'common.notFound': 'エンドポイントが存在しません：{method} {path}',
    'common.fileNotFound': 'ファイルが存在しません：{path}',
    'common.recordNotFound': 'レコードが存在しません（ID：{id}）',
    'common.internal': 'サーバー内部エラーです。しばらくしてから再度お試しください',
    'common.badJson': 'リクエスト本文が有効な JSON ではありません：{detail}',
    'common.bodyRequired': 'リクエスト本文は必須です',
    'common.bodyTooLarge': 'リクエスト本文が大きすぎます',
    'common.duplicate': '{field}「{value}」は既に存在します',
    'common.rangeNotSatisfiable': '要求されたバイト範囲は無効です',
    'auth.unauthorized': 'ログインの有効期限が切れました。再度ログインしてください',
    'auth.forbidden': 'アクセスが拒否されました。このリソースへのアクセス権限がありません',
    'auth.decryptFailed': 'パスワードを復号できません。ページを再読み込みして再度お試しください',
    'auth.captchaMissing': '認証コードが存在しないか期限切れです',
    'auth.captchaWrong': '認証コードが正しくありません',
    'auth.userNotFound': 'ユーザーが存在しません',
    'auth.userDisabled': 'アカウントが有効化されていません！',
    'auth.badCredentials': 'ユーザー名またはパスワードが正しくありません',
    'auth.throttled': 'ログインの失敗が多すぎます。{minutes} 分後に再度お試しください',
    'user.oldPassWrong': '変更に失敗しました。旧パスワードが正しくありません',
    'user.samePass': '新しいパスワードは旧パスワードと異なる必要があります',
    'user.passLength': 'パスワードは 6〜20 文字で入力してください',
    'user.cannotDeleteSelf': '自分のアカウントは削除できません',
    'user.notSelf': '変更できるのは自分のプロフィールのみです',
    'user.levelInsufficient': 'ロール権限が不足しています。あなたのレベル：{level}、対象のレベル：{target}',
    'user.passwordWrong': 'パスワードが正しくありません',
    'user.codeInvalid': '無効な認証コードです',
    'email.subject': 'メール認証コード',
    'email.body': 'メールアドレスを変更しています。認証コードは {code} です（{minutes} 分間有効）。',
    'menu.iframePath': '外部リンクは http:// または https:// で始まる必要があります',
    'menu.parentSelf': '親メニューに自分自身または子孫は指定できません',
    'validation.phone': '携帯電話番号の形式が正しくありません',
    'validation.email': 'メールアドレスの形式が正しくありません',
    'validation.blank': '空にできません',
    'validation.sortField': 'サポートされていない並べ替え項目：{field}',
    'validation.idOnCreate': '新規作成時に ID は指定できません',
  },
  ko: {
    'common.notFound': '존재하지 않는 API입니다: {method} {path}',
    'common.fileNotFound': '파일이 존재하지 않습니다: {path}',
    'common.recordNotFound': '기록이 존재하지 않습니다 (ID: {id})',
    'common.internal': '서버 내부 오류입니다. 잠시 후 다시 시도하세요',
    'common.badJson': '요청 본문이 올바른 JSON이 아닙니다: {detail}',
    'common.bodyRequired': '요청 본문이 필요합니다',
    'common.bodyTooLarge': '요청 본문이 너무 큽니다',
    'common.duplicate': '{field} "{value}"이(가) 이미 존재합니다',
    'common.rangeNotSatisfiable': '요청한 바이트 범위가 올바르지 않습니다',
    'auth.unauthorized': '로그인이 만료되었습니다. 다시 로그인하세요',
    'auth.forbidden': '접근이 거부되었습니다. 이 리소스에 접근할 권한이 없습니다',
    'auth.decryptFailed': '비밀번호를 복호화할 수 없습니다. 페이지를 새로 고친 후 다시 시도하세요',
    'auth.captchaMissing': '인증 코드가 없거나 만료되었습니다',
    'auth.captchaWrong': '인증 코드가 올바르지 않습니다',
    'auth.userNotFound': '사용자가 존재하지 않습니다',
    'auth.userDisabled': '활성화되지 않은 계정입니다!',
    'auth.badCredentials': '사용자 이름 또는 비밀번호가 올바르지 않습니다',
    'auth.throttled': '로그인 실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
    'user.oldPassWrong': '변경 실패: 이전 비밀번호가 올바르지 않습니다',
    'user.samePass': '새 비밀번호는 이전 비밀번호와 달라야 합니다',
    'user.passLength': '비밀번호는 6~20자여야 합니다',
    'user.cannotDeleteSelf': '자신의 계정은 삭제할 수 없습니다',
    'user.notSelf': '자신의 프로필만 수정할 수 있습니다',
    'user.levelInsufficient': '역할 권한이 부족합니다. 내 등급: {level}, 대상 등급: {target}',
    'user.passwordWrong': '비밀번호가 올바르지 않습니다',
    'user.codeInvalid': '유효하지 않은 인증 코드입니다',
    'email.subject': '이메일 인증 코드',
    'email.body': '이메일 주소를 변경하고 있습니다. 인증 코드는 {code}이며 {minutes}분 동안 유효합니다.',
    'menu.iframePath': '외부 링크는 http:// 또는 https://로 시작해야 합니다',
    'menu.parentSelf': '상위 메뉴로 자기 자신이나 하위 메뉴를 지정할 수 없습니다',
    'validation.phone': '휴대폰 번호 형식이 올바르지 않습니다',
    'validation.email': '이메일 형식이 올바르지 않습니다',
    'validation.blank': '비워 둘 수 없습니다',
    'validation.sortField': '지원하지 않는 정렬 필드: {field}',
    'validation.idOnCreate': '새 기록에는 ID를 지정할 수 없습니다',
  },
  es: {
    'common.notFound': 'No existe el servicio: {method} {path}',
    'common.fileNotFound': 'No existe el archivo: {path}',
    'common.recordNotFound': 'No existe el registro (id {id})',
    'common.internal': 'Error interno del servidor; inténtelo más tarde',
    'common.badJson': 'El cuerpo de la petición no es JSON válido: {detail}',
    'common.bodyRequired': 'El cuerpo de la petición es obligatorio',
    'common.bodyTooLarge': 'El cuerpo de la petición es demasiado grande',
    'common.duplicate': '{field} «{value}» ya existe',
    'common.rangeNotSatisfiable': 'El rango de bytes solicitado no es válido',
    'auth.unauthorized': 'La sesión ha caducado; inicie sesión de nuevo',
    'auth.forbidden': 'Acceso denegado: no tiene permiso para acceder a este recurso',
    'auth.decryptFailed': 'No se pudo descifrar la contraseña; recargue la página e inténtelo de nuevo',
    'auth.captchaMissing': 'El código de verificación no existe o ha caducado',
    'auth.captchaWrong': 'Código de verificación incorrecto',
    'auth.userNotFound': 'El usuario no existe',
    'auth.userDisabled': '¡La cuenta no está activada!',
    'auth.badCredentials': 'Usuario o contraseña incorrectos',
    'auth.throttled': 'Demasiados intentos fallidos; vuelva a intentarlo dentro de {minutes} minutos',
    'user.oldPassWrong': 'No se pudo cambiar: la contraseña anterior es incorrecta',
    'user.samePass': 'La nueva contraseña debe ser distinta de la anterior',
    'user.passLength': 'La contraseña debe tener entre 6 y 20 caracteres',
    'user.cannotDeleteSelf': 'No puede eliminar su propia cuenta',
    'user.notSelf': 'Solo puede modificar su propio perfil',
    'user.levelInsufficient': 'Nivel de rol insuficiente: el suyo es {level}, el objetivo requiere {target}',
    'user.passwordWrong': 'Contraseña incorrecta',
    'user.codeInvalid': 'Código de verificación no válido',
    'email.subject': 'Código de verificación de correo',
    'email.body': 'Está cambiando su correo electrónico. Su código es {code}; es válido durante {minutes} minutos.',
    'menu.iframePath': 'Un enlace externo debe empezar por http:// o https://',
    'menu.parentSelf': 'Un menú no puede ser su propio padre ni colgar de un descendiente suyo',
    'validation.phone': 'Número de móvil no válido',
    'validation.email': 'Correo electrónico no válido',
    'validation.blank': 'No puede estar vacío',
    'validation.sortField': 'Campo de ordenación no admitido: {field}',
    'validation.idOnCreate': 'Un registro nuevo no puede tener id',
  },
}

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** The message `key` in `locale`, with its placeholders filled. */
export function translate(locale: ServerLocale, key: MessageKey, params: MessageParams = {}): string {
  const template = MESSAGES[locale][key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** True when `s` is a message key (schemas use keys as custom zod messages). */
export function isMessageKey(s: string): s is MessageKey {
  return Object.hasOwn(zhCN, s)
}

/**
 * Picks the best supported locale from an `Accept-Language` header: any Traditional Chinese tag (zh-TW,
 * zh-HK, zh-MO, zh-Hant) → zh-TW, other Chinese → zh-CN, then en, ja, ko, es by language; else zh-CN.
 */
export function resolveLocale(acceptLanguage: string | undefined | null): ServerLocale {
  if (!acceptLanguage) return 'zh-CN'
  const ranked = acceptLanguage.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
  }).filter((r) => r.tag && r.q > 0).sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW'
    const lang = tag.split('-')[0]
    if (lang === 'zh') return 'zh-CN'
    if (lang === 'en' || lang === 'ja' || lang === 'ko' || lang === 'es') return lang
  }
  return 'zh-CN'
}
