import { expect, type Locator } from '@playwright/test';

/**
 * Sets a checkbox, radio or switch whose native input is visually hidden (`sr-only`) under its
 * styled label, as the app's CheckboxField and React Aria's controls keep it, from the keyboard:
 * focus, then Space when the state differs. A click cannot be aimed at that 1-pixel input:
 * Playwright scrolls it to the top edge, where the sticky header covers it, so a forced click
 * lands on the header and changes nothing (a flake seen in CI), and an unforced one waits forever.
 */
export async function setChecked(input: Locator, checked = true): Promise<void> {
  await input.focus();
  if ((await input.isChecked()) !== checked) await input.press('Space');
  if (checked) await expect(input).toBeChecked();
  else await expect(input).not.toBeChecked();
}
