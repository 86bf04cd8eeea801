import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html'
import { AutoLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { $createParagraphNode, $getRoot, $insertNodes, type LexicalEditor } from 'lexical'
import { useEffect, useId, useRef } from 'react'
import { useMessages } from '../i18n/useMessages'
import { richTextMessages } from './messages'
import { RichTextToolbar } from './RichTextToolbar'
import { isSafeLink } from './isSafeLink'

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The content as HTML. Read when the editor starts and whenever it differs from what the editor last reported. */
  value: string
  /** The content as HTML after each change (an empty editor reports ''). */
  onChange: (html: string) => void
  /** The accessible name of the editing area (and of its toolbar). */
  label: string
  /** The id of the element describing the editor (a hint or an error), if any. */
  describedBy?: string
  className?: string
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  editable: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    outlineStyle: 'none',
    overflowY: 'auto',
    minHeight: '240px',
    maxHeight: '60vh',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    '& p': { margin: `0 0 ${tokens.spacingVerticalXS}` },
    '& h1, & h2, & h3': { margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXS}` },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  underline: { textDecorationLine: 'underline' },
})

const EMPTY = '<p><br></p>'

/** Replaces the editor's content with `html` (inside an update). */
function $importHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot()
  root.clear()
  if (!html.trim()) {
    root.append($createParagraphNode())
    return
  }
  const dom = new DOMParser().parseFromString(html, 'text/html')
  root.select()
  $insertNodes($generateNodesFromDOM(editor, dom))
}

/** How many of its own reports the editor remembers while its owner's state catches up. */
const REPORTED_KEPT = 64

/**
 * Reports the content as HTML after each change, and takes a new value from outside (a form reset after sending).
 * A value the editor itself reported is never loaded back, even when it comes back late — the owner re-rendering with
 * an older report while the user types on would otherwise undo the newest keystrokes.
 */
function HtmlValuePlugin({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext()
  const last = useRef(value)
  // What was reported and not yet seen back as the value, oldest first.
  const reported = useRef<string[]>([])
  const report = useRef(onChange)
  report.current = onChange

  useEffect(() => editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
    if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
    editorState.read(() => {
      const empty = $getRoot().getTextContent().trim() === '' && $getRoot().getChildrenSize() <= 1
      const html = empty ? '' : $generateHtmlFromNodes(editor, null)
      if (html === last.current) return
      last.current = html
      reported.current.push(html)
      if (reported.current.length > REPORTED_KEPT) reported.current.shift()
      report.current(html)
    })
  }), [editor])

  useEffect(() => {
    const own = reported.current.indexOf(value)
    if (own >= 0) {
      // One of the editor's own reports, arriving now: what followed it is still on its way.
      reported.current.splice(0, own + 1)
      return
    }
    if (value === last.current || (value === '' && last.current === EMPTY)) return
    last.current = value
    reported.current = []
    editor.update(() => $importHtml(editor, value))
  }, [editor, value])
  return null
}

/**
 * The shared rich-text editor (Lexical): bold, italic, underline, bulleted and numbered lists, links, headings, undo
 * and redo, from a toolbar that is one tab stop (arrow keys move inside it) or from the usual shortcuts (Ctrl+B,
 * Ctrl+I, Ctrl+U, Ctrl+Z). The value goes in and comes out as HTML; whoever stores or sends it sanitises it (the mail
 * server does). Lexical is a large dependency: import this component only from a lazily loaded view.
 *
 * @example
 * <RichTextEditor label={t('email.send.content')} value={html} onChange={setHtml} />
 */
export function RichTextEditor({ value, onChange, label, describedBy, className }: RichTextEditorProps) {
  useMessages(richTextMessages)
  const styles = useStyles()
  const id = useId()
  const initialConfig: InitialConfigType = {
    namespace: `clinic-richtext-${id}`,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode],
    theme: { text: { underline: styles.underline } },
    onError: (error: Error) => {
      throw error
    },
    editorState: (editor: LexicalEditor) => $importHtml(editor, value),
  }
  return (
    <div className={mergeClasses(styles.root, className)}>
      <LexicalComposer initialConfig={initialConfig}>
        <RichTextToolbar label={label} />
        <RichTextPlugin
          contentEditable={(
            <ContentEditable
              className={styles.editable}
              aria-label={label}
              aria-multiline
              role="textbox"
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
            />
          )}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLink} />
        <HtmlValuePlugin value={value} onChange={onChange} />
      </LexicalComposer>
    </div>
  )
}
