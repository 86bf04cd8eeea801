/** Ultrasound tables other than the fetus's (issue 13): field declarations shared with the server, ACR TI-RADS. */
export * from './fields'
export * from './tirads'
