import { readFile } from 'node:fs/promises';
import { fromBuffer } from 'yauzl';
import { expect, test } from './support/fixtures';
import { newMaker } from './support/makers';

/** data.json out of the downloaded zip, read with yauzl the way an unpacking tool would. */
function dataJsonOf(archive: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('error', reject);
      zip.on('end', () => reject(new Error('no data.json in the archive')));
      zip.on('entry', (entry) => {
        if (entry.fileName !== 'data.json') return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.readEntry();
    });
  });
}

/* Data rights (issue 22): a person downloads their data from Settings as one zip. */
test('a person downloads their data from Settings', async ({ browser }) => {
  const maker = await newMaker(browser);
  const { page } = maker;
  await page.goto('/settings');
  const section = page.locator('#data');
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sidecamp-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await readFile(await download.path());
  const data = JSON.parse(await dataJsonOf(archive)) as { account: { nickname: string; email: string } };
  expect(data.account).toMatchObject({ nickname: maker.nickname, email: maker.email });
  await expect(section.getByText('Your archive has been downloaded.')).toBeVisible();
});
