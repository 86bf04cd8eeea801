export { CollectionArea, type CollectionAreaProps } from './CollectionArea'
