import type { Audited } from './api'

/**
 * A dictionary (`DictDto`), e.g. `user_status` or `exam_status`.
 */
export interface DictDto extends Audited {
  id: number
  name: string
  description?: string
}

/**
 * One entry of a dictionary (`DictDetailDto`). `value` is always a string (`"true"`, `"0"`…); lists are
 * sorted by `dictSort` ascending.
 */
export interface DictDetail extends Audited {
  id: number
  dict: { id: number }
  label: string
  value: string
  dictSort: number
}

/**
 * Answer of `GET api/dictDetail/map/all` and `GET api/dictDetail/map?dictName=a,b`: entries by dictionary name.
 */
export type DictMap = Record<string, DictDetail[]>

/**
 * Body of `POST api/dictDetail` (no `id`) and `PUT api/dictDetail` (with `id`).
 */
export interface DictDetailInput {
  id?: number
  dict: { id: number }
  label: string
  value: string
  dictSort?: number
}

/**
 * Body of `POST api/dict` (no `id`) and `PUT api/dict` (with `id`).
 */
export interface DictInput {
  id?: number
  name: string
  description?: string | null
}
