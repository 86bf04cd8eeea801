export { request, http, type RequestConfig, type QueryValue } from './http'
export { HttpError } from './HttpError'
