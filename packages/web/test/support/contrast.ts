import type { Page } from 'playwright-core';

/**
 * Text whose WCAG 2 contrast ratio against its (first opaque) background is below AA: 4.5:1, or 3:1 for
 * large text. Disabled controls are exempt, as WCAG allows.
 */
export function lowContrastText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (element: Element | null): number[] => {
      for (let e = element; e !== null; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) >= 0.99) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || (node.textContent ?? '').trim() === '') continue;
      if (element.closest('[disabled], .visually-hidden, dialog:not([open])')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      const fg = luminance(rgba(style.color));
      const bg = luminance(background(element));
      const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) {
        failures.push(`${ratio.toFixed(2)}: ${(node.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return failures;
  });
}
