export { ConsoleApp, type ConsoleAppProps } from './ConsoleApp'
