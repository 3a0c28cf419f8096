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
    const text = (el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
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

  // Form controls drawn by the browser: the native file button says 'Choose File / No file chosen'
  // in English, and a field without the app's styles looks grey, square and disabled.
  const bareLook = (el) => {
    const bare = document.createElement(el.tagName);
    if (el.type) bare.type = el.type;
    document.body.appendChild(bare);
    const look = (s) => [s.backgroundColor, s.borderTopStyle, s.borderTopColor, s.borderTopLeftRadius].join(' ');
    const same = look(getComputedStyle(bare)) === look(getComputedStyle(el));
    bare.remove();
    return same;
  };
  const textLike = 'input:is([type=text], [type=search], [type=url], [type=email], [type=password], [type=number], [type=color], :not([type])), textarea, select';
  for (const el of elements) {
    const rect = el.getBoundingClientRect();
    if (el.matches('input[type=file]') && rect.width > 1 && rect.height > 1) problems.push('native file button: ' + describe(el));
    if (el.matches(textLike) && bareLook(el)) problems.push('unstyled field: ' + describe(el));
    // A field wider than the card or panel around it juts out of its frame.
    if (el.matches('input, select, textarea') && rect.width > 1) {
      let frame = el.parentElement;
      while (frame && frame !== document.body) {
        const style = getComputedStyle(frame);
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderLeftWidth) > 0) break;
        frame = frame.parentElement;
      }
      const box = frame && frame !== document.body ? frame.getBoundingClientRect() : null;
      if (box && (rect.right > box.right + 1 || rect.left < box.left - 1)) problems.push('sticks out of its frame (' + Math.round(rect.right) + ' > ' + Math.round(box.right) + ' px): ' + describe(el));
    }
    // A placeholder wider than the field is cut off mid-sentence.
    if (el.matches('input') && el.placeholder && !el.value) {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d');
      context.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(el.placeholder).width > room + 1) problems.push('placeholder cut off (' + el.placeholder + '): ' + describe(el));
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
    // Scrolled (or panned) away inside any of the containers that clip it: not there to be tapped.
    let hidden = false;
    for (let node = clip; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (node !== clip && style.overflowX === 'visible' && style.overflowY === 'visible' && !style.contain.includes('paint')) continue;
      const box = node.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) hidden = true;
    }
    if (hidden) continue;
    if (x < 0 || x > width) continue;
    // A control flush against the screen's side looks cut off (and is hard to reach with a thumb).
    if (!clip && getComputedStyle(control).position !== 'fixed' && (rect.left < 4 || rect.right > width - 4)) {
      problems.push('touches the screen edge (' + Math.round(rect.left) + '…' + Math.round(rect.right) + ' px): ' + describe(control));
    }
    const hit = document.elementFromPoint(x, y);
    if (!hit || control.contains(hit) || hit.contains(control) || (hit.closest('label') && hit.closest('label').contains(control))) continue;
    problems.push('covered by ' + describe(hit) + ': ' + describe(control));
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
})()`;

/**
 * What a reader would see as broken layout: sideways scrolling, elements sticking out of the
 * screen, text spilling out of its box, controls lying under something else, and form controls
 * left as the browser draws them (native file button, unstyled field, placeholder cut off).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(LAYOUT_PROBLEMS)) as string[];
}
