import { en } from './en'
import { es } from './es'
import { ja } from './ja'
import { ko } from './ko'
import { zhCN } from './zh-CN'
import { zhTW } from './zh-TW'

/** The core messages in every supported locale. */
export const coreMessages = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja, ko, es }
export type { Shape } from './shape'
