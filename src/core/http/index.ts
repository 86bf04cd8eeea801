export { request, http, getOptional, isMissingCall, type RequestConfig, type QueryValue } from './http'
export { HttpError } from './HttpError'
export { uploadWithProgress, type UploadOptions } from './upload'
