import { escapeAttribute } from '../../lib/index-html.ts';

/** Languages written right to left: their mails read from the right in every mail client. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** Links the templates write (order status, product, unsubscribe): absolute http(s) URLs up to the next space. */
const LINK = /https?:\/\/[^\s<>"]+/g;

/** One line of text as HTML: everything escaped, each link made a link with the same (escaped) text. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0];
    html +=
      escapeAttribute(line.slice(last, match.index)) +
      `<a href="${escapeAttribute(url)}">${escapeAttribute(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeAttribute(line.slice(last));
}

/**
 * The HTML part of a mail, made from its plain text so the two always say the same: paragraphs where the text has
 * blank lines, links kept as links, every value escaped (names, references and links come from the catalogue and
 * orders), `lang` and `dir` set so Arabic reads right to left. Plain markup with inline styles only, as mail
 * clients drop style sheets and scripts.
 */
export function mailHtml(mail: { subject: string; bodyText: string; language: string }): string {
  const dir = RIGHT_TO_LEFT.has(mail.language) ? 'rtl' : 'ltr';
  const paragraphs = mail.bodyText
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${paragraph
          .split('\n')
          .map((line) => lineHtml(line.trim()))
          .join('<br>\n')}</p>`,
    )
    .join('\n');
  const lang = escapeAttribute(mail.language);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeAttribute(mail.subject)}</title>
</head>
<body style="margin:0;padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1c1b19;background:#ffffff">
<div dir="${dir}" lang="${lang}" style="max-width:600px;margin:0 auto;text-align:${dir === 'rtl' ? 'right' : 'left'}">
${paragraphs}
</div>
</body>
</html>
`;
}
