export { $themeColor, setThemeColor, brandRamp, contrastWithWhite, contrast, readableOn } from './theme'
