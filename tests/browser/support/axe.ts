import { expect } from '@open-wc/testing'
import axe from 'axe-core'

/**
 * Runs axe on an element (shadow roots included) and fails on any violation, except one known false positive:
 * `aria-hidden-focus` reported on tabster's focus-redirect dummies (`data-tabster-dummy`), which Fluent UI v9 keeps
 * focusable and hidden on purpose (microsoft/tabster#288, microsoft/fluentui#25133); accessibility-insights
 * suppresses exactly these nodes too.
 */
export async function expectAccessible(element: Element): Promise<void> {
  settleTransitions()
  const result = await axe.run(element, { resultTypes: ['violations'] })
  const violations = result.violations
    .map((violation) => ({
      ...violation,
      nodes:
        violation.id === 'aria-hidden-focus'
          ? violation.nodes.filter((node) => !/data-tabster-dummy|data-is-focus-trap-zone-bumper/.test(node.html))
          : violation.nodes,
    }))
    .filter((violation) => violation.nodes.length > 0)
  const report = violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")} ${n.html} — ${n.failureSummary ?? ""}`).join("\n")}`)
    .join('\n')
  expect(violations.length, `accessibility violations:\n${report}`).to.equal(0)
}

/**
 * Brings every finite CSS transition and animation to its end state. Even with reduced motion, Fluent keeps 0.01 ms
 * transitions, and a transition only ends on the next frame: in a page the browser is not painting (tests run pages
 * in parallel) a button just re-enabled keeps its disabled colours until then, and axe measures those. Each shadow
 * root holds its own animations, so every root is visited.
 */
function settleTransitions(): void {
  const roots: (Document | ShadowRoot)[] = [document]
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
  }
  for (const root of roots) {
    for (const animation of root.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue
      animation.finish()
    }
  }
}
