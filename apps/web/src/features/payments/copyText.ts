type Clipboard = { writeText: (text: string) => Promise<void> };

/**
 * Puts text on the clipboard. Answers false instead of throwing when the browser has no clipboard
 * (a page not served over HTTPS) or refuses (permissions, no user gesture), so the caller can ask
 * the person to select and copy the text themselves.
 */
export async function copyText(
  text: string,
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
