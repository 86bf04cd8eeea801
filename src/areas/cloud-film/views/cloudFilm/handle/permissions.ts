/** Who sees the links (menus.ts: 云胶片处理). */
export const CLOUD_FILM_LIST: readonly string[] = ['admin', 'cloudFilm:list']

/** Who publishes, revokes, resets and extends them (its 云胶片发布 button). */
export const CLOUD_FILM_EDIT: readonly string[] = ['admin', 'cloudFilm:edit']
