import { type RequestConfig, request } from '../http/http'
import { HttpError } from '../http/HttpError'
import { $outerToken } from '../session/stores'
import { type OuterCredentials, renewOuterSession } from './outerSession'

/**
 * One silent request with the page's outer (HIS) session; when the token is refused (401) and the credentials are
 * known, logs in again once (shared with every other caller) and repeats the request.
 *
 * @example
 * const exams = await outerRequest<ExamDto[]>(credentials, { url: 'api/outer/exams', params: { patientId } })
 */
export async function outerRequest<T>(credentials: OuterCredentials | null, config: Omit<RequestConfig, 'auth' | 'silent'>): Promise<T> {
  const used = $outerToken.get()
  try {
    return await request<T>({ ...config, auth: 'outer', silent: true })
  } catch (failure) {
    if (!credentials || !(failure instanceof HttpError) || failure.status !== 401) throw failure
    await renewOuterSession(credentials, used)
    return request<T>({ ...config, auth: 'outer', silent: true })
  }
}
