import type { Page } from '@playwright/test';

/** What React rendered since the counter was reset, split by where each component's DOM sits. */
export interface RenderCount {
  commits: number;
  /** Animation frames since the reset. */
  frames: number;
  /** Components that rendered with their DOM inside the given root element. */
  inside: number;
  /** Components that rendered elsewhere: their tag names (minified) for the failure message. */
  outside: string[];
}

/**
 * Installs a stand-in for the React DevTools hook before the app loads: React (production builds
 * too) reports every commit to it. A component rendered in a commit when React walked into it
 * (its parent's child list is new) and it has the PerformedWork flag, as DevTools decides.
 */
export async function countReactRenders(page: Page, rootSelector: string): Promise<void> {
  await page.addInitScript((selector: string) => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      return: Fiber | null;
      stateNode: unknown;
      type: unknown;
    };
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    const HOST_TAGS = new Set([5, 26, 27]);
    const PERFORMED_WORK = 1;
    const tally = { commits: 0, frames: 0, inside: 0, outside: [] as string[] };
    const tick = () => {
      tally.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const hostOf = (fiber: Fiber): Element | null => {
      for (let node: Fiber | null = fiber.child; node; node = node.child) if (HOST_TAGS.has(node.tag)) return node.stateNode as Element;
      for (let node: Fiber | null = fiber.return; node; node = node.return) if (HOST_TAGS.has(node.tag)) return node.stateNode as Element;
      return null;
    };
    const nameOf = (fiber: Fiber) => {
      const type = fiber.type as { name?: string; displayName?: string } | null;
      return `${type?.displayName ?? type?.name ?? '?'}@${hostOf(fiber)?.className || hostOf(fiber)?.tagName || '?'}`;
    };
    const visit = (fiber: Fiber) => {
      if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
        if (hostOf(fiber)?.closest(selector)) tally.inside += 1;
        else tally.outside.push(nameOf(fiber));
      }
      // A subtree React did not walk into keeps its old child list.
      if (fiber.alternate && fiber.child === fiber.alternate.child) return;
      for (let child = fiber.child; child; child = child.sibling) visit(child);
    };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          tally.commits += 1;
          const current = root.current;
          if (current.alternate && current.child === current.alternate.child) return;
          for (let child = current.child; child; child = child.sibling) visit(child);
        },
      },
      __renderTally: tally,
    });
  }, rootSelector);
}

/** Starts counting afresh. */
export async function resetRenderCount(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tally = (window as unknown as { __renderTally: RenderCount }).__renderTally;
    tally.commits = 0;
    tally.frames = 0;
    tally.inside = 0;
    tally.outside = [];
  });
}

export async function readRenderCount(page: Page): Promise<RenderCount> {
  return page.evaluate(() => {
    const { commits, frames, inside, outside } = (window as unknown as { __renderTally: RenderCount }).__renderTally;
    return { commits, frames, inside, outside: [...outside] };
  });
}
