export { CloudFilmArea, type CloudFilmAreaProps } from './CloudFilmArea'
