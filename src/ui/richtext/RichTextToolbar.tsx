import {
  Button, Field, Input, makeStyles, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Popover, PopoverSurface, PopoverTrigger, Toolbar,
  ToolbarButton, ToolbarDivider, ToolbarToggleButton, tokens,
} from '@fluentui/react-components'
import {
  ArrowRedoRegular, ArrowUndoRegular, LinkRegular, TextBoldRegular, TextBulletListLtrRegular, TextHeader1Regular, TextItalicRegular,
  TextNumberListLtrRegular, TextUnderlineRegular,
} from '@fluentui/react-icons'
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text'
import {
  $createParagraphNode, $getSelection, $isElementNode, $isRangeSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW, FORMAT_TEXT_COMMAND, REDO_COMMAND,
  UNDO_COMMAND, type ElementNode, type LexicalNode,
} from 'lexical'
import { useEffect, useState, type FormEvent } from 'react'
import { useT } from '../i18n/useT'
import { isSafeLink } from './isSafeLink'

type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3'
const BLOCKS: readonly BlockType[] = ['paragraph', 'h1', 'h2', 'h3']

interface ToolbarState {
  bold: boolean
  italic: boolean
  underline: boolean
  list: 'bullet' | 'number' | null
  block: BlockType
  link: string | null
}

const INITIAL: ToolbarState = { bold: false, italic: false, underline: false, list: null, block: 'paragraph', link: null }

const useStyles = makeStyles({
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  linkForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px' },
  linkButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
})

/** The nearest ancestor (or the node itself) that `test` accepts. */
function ancestor<T extends LexicalNode>(node: LexicalNode | null, test: (n: LexicalNode) => n is T): T | null {
  let current: LexicalNode | null = node
  while (current) {
    if (test(current)) return current
    current = current.getParent()
  }
  return null
}

/** What the selection is now: its formats, list, block type and link. */
function $readState(): ToolbarState {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return INITIAL
  const anchor = selection.anchor.getNode()
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement()
  const list = ancestor(anchor, $isListNode)
  const link = ancestor(anchor, $isLinkNode)
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    list: list ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
    block: top && $isHeadingNode(top) && BLOCKS.includes(top.getTag() as BlockType) ? (top.getTag() as BlockType) : 'paragraph',
    link: link ? link.getURL() : null,
  }
}

/** Turns the blocks of the selection into paragraphs or headings (list items stay in their list). */
function $setBlock(block: BlockType): void {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return
  const tops = new Map<string, ElementNode>()
  for (const node of selection.getNodes()) {
    const top = node.getKey() === 'root' ? null : node.getTopLevelElement()
    if ($isElementNode(top) && !$isListNode(top)) tops.set(top.getKey(), top)
  }
  for (const top of tops.values()) {
    const wanted = block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block)
    top.replace(wanted, true)
  }
}

/**
 * The rich-text editor's toolbar: one tab stop, arrow keys between its buttons (Fluent's Toolbar). Buttons show
 * whether the selection is bold, italic, underlined, in a list or a link, and which text style its block has.
 */
export function RichTextToolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext()
  const t = useT()
  const styles = useStyles()
  const [state, setState] = useState<ToolbarState>(INITIAL)
  const [canUndo, setCanUndo] = useState(false)
  const [canRedo, setCanRedo] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)
  const [address, setAddress] = useState('')
  const [linkError, setLinkError] = useState('')

  useEffect(() => {
    const stopUpdates = editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($readState())))
    const stopUndo = editor.registerCommand(CAN_UNDO_COMMAND, (can) => (setCanUndo(can), false), COMMAND_PRIORITY_LOW)
    const stopRedo = editor.registerCommand(CAN_REDO_COMMAND, (can) => (setCanRedo(can), false), COMMAND_PRIORITY_LOW)
    return () => {
      stopUpdates()
      stopUndo()
      stopRedo()
    }
  }, [editor])

  const checked = {
    format: [state.bold && 'bold', state.italic && 'italic', state.underline && 'underline', state.link !== null && 'link'].filter((v): v is string => Boolean(v)),
    list: state.list ? [state.list] : [],
  }
  // After a command the caret goes back where it was in the text (as a word processor's buttons do), so a keyboard
  // user presses Bold and types on.
  const run = (command: () => void) => {
    command()
    editor.focus()
  }
  const format = (kind: 'bold' | 'italic' | 'underline') => run(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, kind))
  const toggleList = (kind: 'bullet' | 'number') => run(() => {
    if (state.list === kind) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else editor.dispatchCommand(kind === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
  })
  const applyLink = (event?: FormEvent) => {
    event?.preventDefault()
    if (!isSafeLink(address)) {
      setLinkError(t('richText.linkInvalid'))
      return
    }
    setLinkOpen(false)
    run(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, address.trim()))
  }
  const removeLink = () => {
    setLinkOpen(false)
    run(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null))
  }
  const blockLabel = t(`richText.${state.block}`)

  return (
    <Toolbar className={styles.toolbar} size="small" aria-label={t('richText.toolbar', { label })} checkedValues={checked}>
      <Menu checkedValues={{ block: [state.block] }} onCheckedValueChange={(_e, data) => run(() => editor.update(() => $setBlock((data.checkedItems[0] ?? 'paragraph') as BlockType)))}>
        <MenuTrigger disableButtonEnhancement>
          <ToolbarButton icon={<TextHeader1Regular />} aria-label={t('richText.blockType', { style: blockLabel })}>
            {blockLabel}
          </ToolbarButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {BLOCKS.map((block) => (
              <MenuItemRadio key={block} name="block" value={block}>
                {t(`richText.${block}`)}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <ToolbarDivider />
      <ToolbarToggleButton name="format" value="bold" icon={<TextBoldRegular />} aria-label={t('richText.bold')} title={t('richText.bold')}
        onClick={() => format('bold')} />
      <ToolbarToggleButton name="format" value="italic" icon={<TextItalicRegular />} aria-label={t('richText.italic')} title={t('richText.italic')}
        onClick={() => format('italic')} />
      <ToolbarToggleButton name="format" value="underline" icon={<TextUnderlineRegular />} aria-label={t('richText.underline')} title={t('richText.underline')}
        onClick={() => format('underline')} />
      <ToolbarDivider />
      <ToolbarToggleButton name="list" value="bullet" icon={<TextBulletListLtrRegular />} aria-label={t('richText.bulletList')} title={t('richText.bulletList')}
        onClick={() => toggleList('bullet')} />
      <ToolbarToggleButton name="list" value="number" icon={<TextNumberListLtrRegular />} aria-label={t('richText.numberedList')} title={t('richText.numberedList')}
        onClick={() => toggleList('number')} />
      <Popover
        open={linkOpen}
        trapFocus
        onOpenChange={(_e, data) => {
          setLinkOpen(data.open)
          if (data.open) {
            setAddress(state.link ?? 'https://')
            setLinkError('')
          }
        }}
      >
        <PopoverTrigger disableButtonEnhancement>
          <ToolbarToggleButton name="format" value="link" icon={<LinkRegular />} aria-label={t('richText.link')} title={t('richText.link')} />
        </PopoverTrigger>
        <PopoverSurface aria-label={t('richText.link')}>
          <form className={styles.linkForm} onSubmit={applyLink}>
            <Field label={t('richText.linkAddress')} validationMessage={linkError || undefined}>
              <Input value={address} onChange={(_e, data) => setAddress(data.value)} type="url" />
            </Field>
            <div className={styles.linkButtons}>
              <Button appearance="primary" type="submit">{t('richText.linkApply')}</Button>
              {state.link !== null ? <Button onClick={removeLink}>{t('richText.linkRemove')}</Button> : null}
            </div>
          </form>
        </PopoverSurface>
      </Popover>
      <ToolbarDivider />
      <ToolbarButton icon={<ArrowUndoRegular />} aria-label={t('richText.undo')} title={t('richText.undo')} disabled={!canUndo}
        onClick={() => run(() => editor.dispatchCommand(UNDO_COMMAND, undefined))} />
      <ToolbarButton icon={<ArrowRedoRegular />} aria-label={t('richText.redo')} title={t('richText.redo')} disabled={!canRedo}
        onClick={() => run(() => editor.dispatchCommand(REDO_COMMAND, undefined))} />
    </Toolbar>
  )
}
