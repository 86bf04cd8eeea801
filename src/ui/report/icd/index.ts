/** The ICD-10 picker every reporting area composes. */
export { IcdPicker, type IcdPickerProps } from './IcdPicker'
export { icdMessages } from './messages'
