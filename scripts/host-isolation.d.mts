import type { Plugin } from 'vite'
/** The Vite plugin that keeps the host page as it was (focus-library wrappers, nanostores' shared epoch). */
export declare function hostIsolation(root: string): Plugin
/** The same redirections as a plugin of Vite's dependency optimizer (rolldown). */
export declare function hostIsolationResolver(root: string): { name: string }
