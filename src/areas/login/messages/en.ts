/**
 * English: the source every other locale of this catalogue is typed against.
 */
const messages = {
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

export default messages
