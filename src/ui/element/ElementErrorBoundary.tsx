import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components'
import { Component, type ReactNode } from 'react'
import { retryFailedMessages } from '../../core/i18n/catalog'
import { t } from '../../core/i18n/i18n'

/**
 * Keeps a rendering failure inside its element: the element shows what went wrong instead of a blank box, and the
 * rest of the page (other elements, the host application) keeps working. Its words ship in every bundle, so it can
 * speak even when the element's messages could not be loaded; "try again" renders the element anew (a failed
 * message or chunk load is retried).
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

  private readonly retry = (): void => {
    retryFailedMessages()
    this.setState({ error: null })
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('element.failed', { message: this.state.error.message })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={this.retry}>{t('element.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    )
  }
}
