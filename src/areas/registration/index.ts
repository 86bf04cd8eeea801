export { RegistrationArea, type RegistrationAreaProps } from './RegistrationArea'
