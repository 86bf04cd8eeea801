import type { KeyboardEvent as ReactKeyboardEvent } from 'react'

/** A shortcut of the batch: what it does (its message key) and its keys as shown. */
export interface PeShortcut {
  action: 'confirm' | 'next' | 'previous' | 'template'
  keys: string
  label: 'enter' | 'ctrlEnter' | 'next' | 'previous' | 'template'
  matches(event: KeyboardEvent | ReactKeyboardEvent): boolean
}

const ctrl = (e: KeyboardEvent | ReactKeyboardEvent) => e.ctrlKey || e.metaKey
/** Where a plain Enter belongs to the control (a new line, a button, a choice) rather than to the batch. */
const OWN_ENTER = 'textarea, input, select, button, a, [role="treeitem"], [role="option"], [role="combobox"], [contenteditable="true"]'

/** The batch's keyboard shortcuts, in the order the list shows them. */
export const PE_SHORTCUTS: readonly PeShortcut[] = [
  {
    action: 'confirm', keys: 'Enter', label: 'enter',
    matches: (e) => e.key === 'Enter' && !ctrl(e) && !e.altKey && !e.shiftKey && !(e.target instanceof Element && e.target.closest(OWN_ENTER)),
  },
  { action: 'confirm', keys: 'Ctrl+Enter', label: 'ctrlEnter', matches: (e) => e.key === 'Enter' && ctrl(e) },
  { action: 'next', keys: 'Alt+N', label: 'next', matches: (e) => e.altKey && !ctrl(e) && e.code === 'KeyN' },
  { action: 'previous', keys: 'Alt+P', label: 'previous', matches: (e) => e.altKey && !ctrl(e) && e.code === 'KeyP' },
  { action: 'template', keys: 'Alt+T', label: 'template', matches: (e) => e.altKey && !ctrl(e) && e.code === 'KeyT' },
]
