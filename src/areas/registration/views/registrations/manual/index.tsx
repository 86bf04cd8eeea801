import { useMessages } from '../../../../../ui/i18n/useMessages'
import { manualMessages } from './messages'
import { ManualRegistration } from './RegistrationForm'

/** The manual registration view (`registrations/manual`). */
export default function ManualView() {
  useMessages(manualMessages)
  return <ManualRegistration />
}
