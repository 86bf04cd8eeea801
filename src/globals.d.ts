/** Build-time constants (Vite `define`): see vite.config.ts, scripts/build.mjs and web-test-runner.config.mjs. */
/** `true` in the script-tag (IIFE) builds, where lazy parts load from files beside the script instead of chunks. */
declare const __CLINIC_IIFE__: boolean

/** The real keyborg (the build aliases `keyborg` itself to src/ui/element/focus/keyborg.ts). */
declare module 'clinic-keyborg-original' {
  export * from 'keyborg'
}
