/**
 * The few pages the server answers itself, outside the web app: where a link from an e-mail or a
 * provider lands and the answer must be readable without JavaScript (unsubscribe, a refused social
 * log-in). One plain layout; every text is escaped here, links and forms are built from parts.
 */

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type HtmlPageLink = { href: string; label: string };

/** A button that POSTs hidden fields to `action`; the page's only way to change anything. */
export type HtmlPageForm = { action: string; button: string; fields?: Record<string, string> };

export function htmlPage(input: {
  title: string;
  paragraphs: string[];
  form?: HtmlPageForm;
  links?: HtmlPageLink[];
}): string {
  const paragraphs = input.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const form = input.form
    ? `<form method="post" action="${escapeHtml(input.form.action)}">
${Object.entries(input.form.fields ?? {})
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<button type="submit" style="font: inherit; padding: 0.5rem 1rem">${escapeHtml(input.form.button)}</button>
</form>`
    : '';
  const links = (input.links ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)} · Sidecamp</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.4rem">${escapeHtml(input.title)}</h1>
${paragraphs}
${form}
${links}
</body></html>`;
}
