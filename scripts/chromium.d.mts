/** Flags every headless Chromium launch uses. */
export declare const chromiumArgs: string[]
/** Path of a Chromium binary, or null. */
export declare function locateChromium(): string | null
/** Path of a Chromium binary, installing Debian's package when allowed; exits otherwise. */
export declare function ensureChromium(): string
