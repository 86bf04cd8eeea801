export { $token, $sourcePage, $user, $roles, $menusLoaded, $outerToken, $outerUser } from './stores'
export { clearSession, forgetCredentials } from './clear'
export { login, unlock, getInfo, ensureUser, logout, setRoles, rememberedCredentials, outerLogin, clearOuterSession, type LoginInput } from './session'
