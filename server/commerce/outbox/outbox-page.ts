import { escapeAttribute } from '../../lib/index-html.ts';
import type { OutboxEntry } from './outbox-service.ts';

/** Every value on the page is escaped: subjects and recipients come from whoever called the API. */
const text = (value: string | number | null) => escapeAttribute(String(value ?? ''));

function entryHtml(entry: OutboxEntry): string {
  return `<article>
<h2>${text(entry.subject)}</h2>
<dl>
<dt>To</dt><dd>${text(entry.recipient)}</dd>
<dt>Kind</dt><dd><a href="/api/dev/outbox.html?kind=${text(encodeURIComponent(entry.kind))}">${text(entry.kind)}</a></dd>
<dt>Site</dt><dd>${text(entry.siteId ?? '—')}</dd>
<dt>Status</dt><dd>${text(entry.status)}</dd>
<dt>Queued</dt><dd><time datetime="${text(entry.createdAt)}">${text(entry.createdAt)}</time> (#${text(entry.id)})</dd>
</dl>
<pre>${text(entry.bodyText)}</pre>
</article>`;
}

// An inline <style> is allowed by the page CSP (style-src 'unsafe-inline'); scripts are not, and none are needed.
const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:52rem;padding:1rem;color:#222}
article{border-top:1px solid #ccc;padding:.5rem 0 1rem}h2{font-size:1.1rem;margin:.5rem 0}
dl{display:grid;grid-template-columns:6rem 1fr;margin:0;font-size:.9rem}dt{color:#666}dd{margin:0}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;font-size:.9rem}`;

/** The developer's view of the outbox: the queued e-mails as a readable page, newest first. */
export function outboxPage(entries: OutboxEntry[], kind?: string): string {
  const filter = kind ? ` of kind ${text(kind)} (<a href="/api/dev/outbox.html">all kinds</a>)` : '';
  const body = entries.length ? entries.map(entryHtml).join('\n') : '<p>No e-mails yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>${entries.length} e-mail${entries.length === 1 ? '' : 's'}${filter}, newest first. As JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${body}
</main>
</body>
</html>
`;
}
