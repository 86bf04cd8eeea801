export { AdminArea, type AdminAreaProps } from './AdminArea'
export { adminViews } from './views'
