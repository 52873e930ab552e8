import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The office as a phone in the packing shed shows it: clean under axe (WCAG 2.1 AA) and no sideways scrolling. */
export async function expectAccessibleAndNarrow(page: Page) {
  // @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
  const axe = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .include('.office')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const { overflow, widest } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    // What sticks out, so that a failure names the element to fix.
    widest: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${Math.round(element.getBoundingClientRect().right)} px`,
      ),
  }));
  expect(overflow, `sideways scrolling: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
}
