export { $layoutSettings, changeLayoutSetting, $sidebarOpened, toggleSidebar, $device, $uiSize, setUiSize, type LayoutSettings } from './layout'
