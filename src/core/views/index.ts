export { registerViews, resolveView, registeredViews, $viewsVersion, type ViewDefinition, type ViewContext } from './registry'
