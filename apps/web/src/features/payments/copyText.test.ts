import { describe, expect, it } from 'vitest';
import { copyText } from './copyText';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    await expect(copyText('ABCD-EFGH-JKLM-NPQR', clipboard)).resolves.toBe(true);
    expect(written).toEqual(['ABCD-EFGH-JKLM-NPQR']);
  });

  it('answers false when the browser refuses, so the page can ask for a copy by hand', async () => {
    const clipboard = {
      writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    };
    await expect(copyText('ABCD', clipboard)).resolves.toBe(false);
  });

  it('answers false without a clipboard (a page not served over HTTPS)', async () => {
    await expect(copyText('ABCD', undefined)).resolves.toBe(false);
  });
});
