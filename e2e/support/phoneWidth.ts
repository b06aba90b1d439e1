import { expect, type Page } from '@playwright/test';

/** The narrowest phone the screens are made for (issue 33). */
export const PHONE = { width: 360, height: 740 };

/** Elements whose right edge is past the screen's, widest first, as `tag.class (right px)`. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out: { label: string; right: number }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a scrolling box (a table that scrolls on its own) is fine: only the page must not.
      let parent = element.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
      out.push({ label: `${element.tagName.toLowerCase()}.${classes}`, right: Math.round(box.right) });
    }
    return out
      .sort((a, b) => a.right - b.right)
      .slice(0, 6)
      .map(({ label, right }) => `${label} (${right} px)`);
  });
}

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

/**
 * The page in view, narrowed to a phone's width and back: nothing may stick out sideways. Media
 * queries and the app's own width listeners (the phone navigation) answer the resize as they answer
 * a phone, so the check needs no second load of the page; two frames let React draw what changed.
 */
export async function expectFitsAPhoneNow(page: Page, label: string): Promise<void> {
  const wide = page.viewportSize();
  await page.setViewportSize(PHONE);
  await nextFrames(page);
  expect(await overflowingElements(page), `${label} at ${PHONE.width} px`).toEqual([]);
  if (wide) await page.setViewportSize(wide);
}
