/**
 * The rules of an element's box that need no theme: a block, none while `hidden`, then the element's own host rules
 * (`hostCss`). The interface's host sheet ends with them (`createHostSheet`), and a lazy element has them from its
 * connection, before its interface's code is in.
 *
 * @example
 * sheet.replaceSync(hostLayoutCss(':host{height:600px}'))
 */
export function hostLayoutCss(hostCss = ''): string {
  return [':host{display:block}', ':host([hidden]){display:none}', hostCss].join('\n')
}
