/**
 * Script-injection payloads for the browser suites. Each one, if the shop ever let it run, calls the probe
 * `__xss(<id>)` (installed by `tests/xss/probe.ts` in every frame), so an execution is counted rather than guessed at.
 * The visible marker `⟦X<id>⟧` lets a test tell a field that reached the page from one that never did.
 */

export type PayloadKind = 'markup' | 'url' | 'css' | 'breakout';

export interface Payload {
  id: number;
  kind: PayloadKind;
  /** What the payload tries. */
  name: string;
  text: string;
  /**
   * Whether this payload runs when written raw into a page (no sanitiser, no CSP) in today's Chromium: the control
   * page proves the probe sees those. The others (old-IE CSS tricks, parser-differential nesting) only run if a
   * sanitiser mangles them into something that does, which the shop's pages are checked for all the same.
   */
  runsRaw: boolean;
}

/** The probe call a payload makes; no quotes, so it fits unquoted attributes too. */
export const probe = (id: number) => `__xss(${id})`;

/** The marker a payload carries into the page's text. */
export const marker = (id: number) => `⟦X${id}⟧`;

export type Template = Omit<Payload, 'id' | 'text'> & { make: (call: string) => string };

const encodeEntities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');
// A data: document is a foreign origin: it calls the probe the test installed in it, not its parent.
const dataHtml = (call: string) => `data:text/html,<script>${call}</script>`;

const templates: Template[] = [
  { kind: 'markup', name: 'script tag', runsRaw: true, make: (call) => `<script>${call}</script>` },
  { kind: 'markup', name: 'img onerror', runsRaw: true, make: (call) => `<img src=x onerror=${call}>` },
  { kind: 'markup', name: 'svg onload', runsRaw: true, make: (call) => `<svg onload=${call}>` },
  {
    kind: 'markup',
    name: 'svg script',
    runsRaw: true,
    make: (call) => `<svg><script>${call}</script></svg>`,
  },
  {
    kind: 'markup',
    name: 'javascript: link (clicked)',
    runsRaw: true,
    make: (call) => `<a href="javascript:${call}" data-xss-click>link</a>`,
  },
  {
    kind: 'markup',
    name: 'iframe srcdoc',
    runsRaw: true,
    make: (call) => `<iframe srcdoc="<script>parent.${call}</script>"></iframe>`,
  },
  {
    kind: 'markup',
    name: 'iframe javascript: src',
    runsRaw: true,
    make: (call) => `<iframe src="javascript:parent.${call}"></iframe>`,
  },
  {
    kind: 'markup',
    name: 'details ontoggle',
    runsRaw: true,
    make: (call) => `<details open ontoggle=${call}>d</details>`,
  },
  {
    kind: 'markup',
    name: 'math/mXSS nesting',
    runsRaw: false,
    make: (call) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${call}&gt;">`,
  },
  {
    kind: 'markup',
    name: 'noscript mXSS',
    runsRaw: true,
    make: (call) => `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
  },
  {
    kind: 'css',
    name: 'style @import / expression / url(javascript:)',
    runsRaw: false,
    make: (call) =>
      `<style>@import 'javascript:${call}';body{width:expression(${call});background:url(javascript:${call})}</style>`,
  },
  {
    kind: 'css',
    name: 'style attribute url(javascript:)',
    runsRaw: false,
    make: (call) => `<div style="background:url('javascript:${call}')">s</div>`,
  },
  {
    kind: 'markup',
    name: 'form action javascript: (submitted)',
    runsRaw: true,
    make: (call) => `<form action="javascript:${call}" data-xss-submit><button>go</button></form>`,
  },
  {
    kind: 'markup',
    name: 'object data: html',
    runsRaw: true,
    make: (call) => `<object data="${dataHtml(call).replace(/"/g, '&quot;')}"></object>`,
  },
  {
    kind: 'markup',
    name: 'base href',
    runsRaw: false,
    make: (call) => `<base href="javascript:${call}//">`,
  },
  {
    kind: 'markup',
    name: 'meta refresh to javascript:',
    runsRaw: false,
    make: (call) => `<meta http-equiv="refresh" content="0;url=javascript:${call}">`,
  },
  {
    kind: 'breakout',
    name: 'attribute breakout',
    runsRaw: true,
    make: (call) => `"><img src=x onerror=${call}>`,
  },
  {
    kind: 'breakout',
    name: 'single-quote attribute breakout',
    runsRaw: true,
    make: (call) => `'><svg onload=${call}>`,
  },
  {
    kind: 'breakout',
    name: 'script-close breakout',
    runsRaw: true,
    make: (call) => `</script><script>${call}</script>`,
  },
  {
    kind: 'breakout',
    name: 'template literal / JSON string breakout',
    runsRaw: false,
    make: (call) => `\`;${call};\`\u2028"});${call};//\u2029`,
  },
  {
    kind: 'markup',
    name: 'entity-encoded onerror',
    runsRaw: true,
    make: (call) => `<img src=x onerror="${encodeEntities(call)}">`,
  },
  {
    kind: 'markup',
    name: 'already-escaped markup (double decoding)',
    runsRaw: false,
    make: (call) => `&lt;img src=x onerror=${call}&gt;`,
  },
  {
    kind: 'markup',
    name: 'unicode-escaped script call',
    runsRaw: true,
    make: (call) => `<img src=x onerror=\\u005f\\u005fxss${call.slice('__xss'.length)}>`,
  },
  {
    kind: 'markup',
    name: 'mixed-case tag and tab in javascript:',
    runsRaw: true,
    make: (call) => `<ScRiPt>${call}</sCrIpT><a href="jav&#x09;ascript:${call}" data-xss-click>t</a>`,
  },
  { kind: 'url', name: 'javascript: URL', runsRaw: true, make: (call) => `javascript:${call}` },
  {
    kind: 'url',
    name: 'javascript: URL, spaced and cased',
    runsRaw: true,
    make: (call) => ` JaVaScRiPt:${call}`,
  },
  { kind: 'url', name: 'data: HTML URL', runsRaw: false, make: dataHtml },
  {
    kind: 'url',
    name: 'data: SVG URL',
    runsRaw: false,
    make: (call) => `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${call}'/>`,
  },
];

/** The payload shapes, in a fixed order: the same index names the same shape on every run. */
export const payloadShapes: readonly Template[] = templates;

/**
 * One payload of a shape, calling the probe with `id`: a test gives every planted copy its own id, so a hit names
 * the field that let it through.
 */
export function payloadOf(shape: number, id: number): Payload {
  const { make, ...template } = templates[shape % templates.length]!;
  return { ...template, id, text: make(probe(id)) };
}

/** Every shape once, numbered from 1. */
export const payloads: readonly Payload[] = templates.map((_shape, index) => payloadOf(index, index + 1));

/** A payload with its marker in front, as planted into a text field. */
export const plantedText = (payload: Payload) => `${marker(payload.id)}${payload.text}`;
