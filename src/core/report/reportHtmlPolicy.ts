/**
 * What report text may hold, as data: the one allow-list the contract server cleans stored reports with and the
 * viewer cleans what it shows with (SPEC's subset). Everything else is removed; only the text of raw-text elements
 * (code or a separate document, not prose) goes with them — every other removed element keeps its text, so an
 * unclosed `<svg>`, `<math>` or `<select>` in a pasted report never swallows the words after it.
 */
export const REPORT_HTML_POLICY = {
  /** The elements a report may contain. */
  tags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'span'],
  /** The only attributes kept: cell spans, on these elements, as integers in this range. */
  cellSpans: { attributes: ['colspan', 'rowspan'], on: ['td', 'th'], min: 1, max: 100 },
  /** Elements removed with their content: their text is code, style or a separate document. */
  rawText: ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title', 'noscript'],
  /** Deeper nesting is flattened (tags dropped, text kept). */
  maxDepth: 64,
} as const
