export { $imageViewType, $defaultPage, loadUserConfig, setImageViewType, setDefaultPage } from './userConfig'
