/**
 * Obstetric ultrasound calculations (issue 13, ris-domain §5.1–§5.3): fetal weight, gestational age, growth
 * percentile, derived head and fluid values, pregnancy dates, the plausibility limits and one fetus's computed
 * results. Framework-free: the measurement panel, the report text and the contract server share it.
 */
export * from './dates'
export * from './derived'
export * from './efw'
export * from './fetus'
export * from './gestationalAge'
export * from './growth'
export * from './limits'
