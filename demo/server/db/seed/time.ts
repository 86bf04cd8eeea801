/** The fixed creation time of every seeded record. */
export const SEED_TIME = '2025-03-20 08:00:00'
