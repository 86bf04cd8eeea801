import type { MessageBundle, Shape } from '../../core/i18n'

const en = {
  login: {
    title: 'Sign in',
    subtitle: 'Imaging and diagnostic console',
    username: 'Username',
    password: 'Password',
    code: 'Verification code',
    codeImage: 'Verification code image: solve the arithmetic and enter the result',
    refreshCode: 'Get a new verification code',
    codeUnavailable: 'The verification code could not be loaded',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    codeRequired: 'Please enter the verification code',
    failed: 'Sign-in failed',
    signedIn: 'Signed in as {{name}}',
  },
}

const zhCN: Shape<typeof en> = {
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

const zhTW: Shape<typeof en> = {
  login: {
    title: '登入',
    subtitle: '醫學影像與診斷工作平台',
    username: '帳號',
    password: '密碼',
    code: '驗證碼',
    codeImage: '驗證碼圖片：請計算算式並輸入結果',
    refreshCode: '換一張驗證碼',
    codeUnavailable: '驗證碼載入失敗',
    rememberMe: '記住我',
    submit: '登 入',
    submitting: '登 入 中…',
    usernameRequired: '使用者名稱不能為空',
    passwordRequired: '密碼不能為空',
    codeRequired: '驗證碼不能為空',
    failed: '登入失敗',
    signedIn: '已登入：{{name}}',
  },
}

const ja: Shape<typeof en> = {
  login: {
    title: 'ログイン',
    subtitle: '医用画像・診断コンソール',
    username: 'ユーザー名',
    password: 'パスワード',
    code: '認証コード',
    codeImage: '認証コード画像：計算して結果を入力してください',
    refreshCode: '認証コードを更新',
    codeUnavailable: '認証コードを読み込めませんでした',
    rememberMe: 'ログイン情報を保存',
    submit: 'ログイン',
    submitting: 'ログイン中…',
    usernameRequired: 'ユーザー名を入力してください',
    passwordRequired: 'パスワードを入力してください',
    codeRequired: '認証コードを入力してください',
    failed: 'ログインに失敗しました',
    signedIn: '{{name}} としてログイン中',
  },
}

const ko: Shape<typeof en> = {
  login: {
    title: '로그인',
    subtitle: '의료영상 및 진단 콘솔',
    username: '사용자 이름',
    password: '비밀번호',
    code: '인증 코드',
    codeImage: '인증 코드 이미지: 계산한 결과를 입력하세요',
    refreshCode: '인증 코드 새로 받기',
    codeUnavailable: '인증 코드를 불러오지 못했습니다',
    rememberMe: '로그인 정보 기억',
    submit: '로그인',
    submitting: '로그인 중…',
    usernameRequired: '사용자 이름을 입력하세요',
    passwordRequired: '비밀번호를 입력하세요',
    codeRequired: '인증 코드를 입력하세요',
    failed: '로그인 실패',
    signedIn: '{{name}}(으)로 로그인됨',
  },
}

const es: Shape<typeof en> = {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Consola de imagen y diagnóstico',
    username: 'Usuario',
    password: 'Contraseña',
    code: 'Código de verificación',
    codeImage: 'Imagen del código de verificación: resuelva la operación e introduzca el resultado',
    refreshCode: 'Obtener un nuevo código de verificación',
    codeUnavailable: 'No se pudo cargar el código de verificación',
    rememberMe: 'Recordarme',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    usernameRequired: 'Introduzca su usuario',
    passwordRequired: 'Introduzca su contraseña',
    codeRequired: 'Introduzca el código de verificación',
    failed: 'No se pudo iniciar sesión',
    signedIn: 'Sesión iniciada como {{name}}',
  },
}

/** The login area's words in every supported locale. */
export const loginMessages: MessageBundle = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, ko, es }
