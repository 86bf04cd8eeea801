/** English: the source every other locale of this catalogue is typed against. */
const messages = {
  richText: {
    toolbar: 'Formatting of {{label}}',
    bold: 'Bold (Ctrl+B)',
    italic: 'Italic (Ctrl+I)',
    underline: 'Underline (Ctrl+U)',
    bulletList: 'Bulleted list',
    numberedList: 'Numbered list',
    blockType: 'Text style: {{style}}',
    paragraph: 'Normal text',
    h1: 'Heading 1',
    h2: 'Heading 2',
    h3: 'Heading 3',
    link: 'Link',
    linkAddress: 'Link address (https://, http:// or mailto:)',
    linkApply: 'Apply link',
    linkRemove: 'Remove link',
    linkInvalid: 'A link starts with https://, http:// or mailto:',
    undo: 'Undo (Ctrl+Z)',
    redo: 'Redo (Ctrl+Y)',
  },
}

export default messages
