import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { Component, type ReactNode } from 'react'
import { t } from '../../core/i18n/i18n'

/**
 * Keeps a rendering failure inside its element: the element shows what went wrong instead of a blank box, and the
 * rest of the page (other elements, the host application) keeps working.
 *
 * @example
 * <ElementErrorBoundary><Area /></ElementErrorBoundary>
 */
export class ElementErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error }
  }

  override componentDidCatch(error: Error): void {
    console.error('[clinic] element failed to render', error)
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('common.elementFailed', { message: this.state.error.message })}</MessageBarBody>
      </MessageBar>
    )
  }
}
