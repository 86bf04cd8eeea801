export { $themeColor, setThemeColor, brandRamp } from './theme'
