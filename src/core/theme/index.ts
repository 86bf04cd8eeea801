export { $themeColor, setThemeColor, brandRamp, contrastWithWhite } from './theme'
