/** An editor shortcut: what it does and its keys as shown in the help. */
export interface Shortcut {
  action: 'save' | 'submit' | 'next' | 'template' | 'help'
  label: string
  matches(event: KeyboardEvent): boolean
}

const ctrl = (event: KeyboardEvent) => event.ctrlKey || event.metaKey

/** The editor's keyboard shortcuts, in the order the help lists them. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'save', label: 'Ctrl+S', matches: (e) => ctrl(e) && !e.shiftKey && e.key.toLowerCase() === 's' },
  { action: 'submit', label: 'Ctrl+Enter', matches: (e) => ctrl(e) && e.key === 'Enter' },
  { action: 'next', label: 'Alt+N', matches: (e) => e.altKey && !ctrl(e) && e.code === 'KeyN' },
  { action: 'template', label: 'Alt+T', matches: (e) => e.altKey && !ctrl(e) && e.code === 'KeyT' },
  { action: 'help', label: 'Ctrl+/', matches: (e) => ctrl(e) && (e.key === '/' || e.code === 'Slash') },
]
