import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical accessibility violations on the page as it stands, as 'rule: target' lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

// A string, not a function: tsx would wrap named functions in a helper the page lacks.
const LAYOUT_PROBLEMS = `(() => {
  const problems = [];
  const width = document.documentElement.clientWidth;
  const describe = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + (text ? ' "' + text + '"' : '');
  };
  const shown = (el) => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  // The nearest ancestor that clips its content: what sticks out of it is hidden, not overflowing.
  const clipper = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.contain.includes('paint')) return node;
    }
    return null;
  };

  if (document.documentElement.scrollWidth > width) problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px for ' + width + ' px');

  const elements = [...document.body.querySelectorAll('*')].filter((el) => !(el instanceof SVGElement && el.tagName !== 'svg') && shown(el));
  for (const el of elements) {
    const rect = el.getBoundingClientRect();
    if ((rect.right > width + 1 || rect.left < -1) && !clipper(el) && getComputedStyle(el).position !== 'fixed') {
      problems.push('sticks out of the screen (' + Math.round(rect.left) + '…' + Math.round(rect.right) + ' px): ' + describe(el));
    }
    // Text wider than its own box spills over its neighbours.
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    const style = getComputedStyle(el);
    if (hasText && style.display !== 'inline' && style.overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      problems.push('text overflows its box (' + el.scrollWidth + ' > ' + el.clientWidth + ' px): ' + describe(el));
    }
  }

  // Every control must be the thing a tap at its centre reaches: nothing may lie over it.
  const controls = elements.filter((el) => el.matches('a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]'));
  for (const control of controls) {
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const rect = control.getBoundingClientRect();
    // A visually hidden control (a file input behind its label button) is not meant to be tapped.
    if (rect.width <= 1 || rect.height <= 1) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const clip = clipper(control);
    if (clip) {
      const box = clip.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) continue; // scrolled away inside its container
    }
    if (x < 0 || x > width) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || control.contains(hit) || hit.contains(control) || (hit.closest('label') && hit.closest('label').contains(control))) continue;
    problems.push('covered by ' + describe(hit) + ': ' + describe(control));
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
})()`;

/**
 * What a reader would see as broken layout: sideways scrolling, elements sticking out of the
 * screen, text spilling out of its box, and controls lying under something else.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(LAYOUT_PROBLEMS)) as string[];
}
