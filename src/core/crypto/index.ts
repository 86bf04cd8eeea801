export { encryptPassword, EncryptError } from './rsa'
