/**
 * The page a shopper's browser gets back from the provider's page while the provider cannot be asked to confirm the
 * payment. It names no order (every caller of the return address gets it alike while the provider is away) and
 * reloads itself, so the shopper lands on their order or back at payment as soon as the provider answers.
 */

/** Seconds before the page tries again. */
export const RETURN_RETRY_SECONDS = 5;

const WORDS = {
  en: {
    dir: 'ltr',
    title: 'Confirming your payment',
    body: 'We are waiting for the payment provider to confirm your payment. This page tries again by itself in a few seconds; please keep it open.',
    again: 'Try again now',
  },
  ar: {
    dir: 'rtl',
    title: 'جارٍ تأكيد الدفع',
    body: 'ننتظر تأكيد مزوّد الدفع لعملية الدفع. ستُعيد هذه الصفحة المحاولة تلقائياً خلال ثوانٍ؛ يُرجى إبقاؤها مفتوحة.',
    again: 'أعد المحاولة الآن',
  },
  ja: {
    dir: 'ltr',
    title: 'お支払いを確認しています',
    body: '決済サービスからの確認を待っています。このページは数秒後に自動で再試行します。このままお待ちください。',
    again: '今すぐ再試行',
  },
} as const;

type Language = keyof typeof WORDS;

/** The first of the visitor's languages the page speaks (Accept-Language, in the order given), else English. */
export function returnPageLanguage(acceptLanguage: string | undefined): Language {
  for (const entry of (acceptLanguage ?? '').slice(0, 500).split(',')) {
    const primary = entry.trim().split(/[-;]/)[0]!.toLowerCase();
    if (primary in WORDS) return primary as Language;
  }
  return 'en';
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:4rem auto;padding:0 1.25rem;color:#1a1a1a;line-height:1.5}
h1{font-size:1.4rem;font-weight:600}a{display:inline-block;margin-top:1rem;padding:.7rem 1.2rem;border:1px solid #1a1a1a;
border-radius:4px;color:#1a1a1a;text-decoration:none}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}`;

/** The page's HTML: fixed text only, nothing from the request, so nothing in it needs escaping. */
export function paymentReturnRetryPage(language: Language): string {
  const words = WORDS[language];
  return `<!doctype html><html lang="${language}" dir="${words.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RETURN_RETRY_SECONDS}">
<title>${words.title}</title><style>${STYLE}</style></head><body><main><h1>${words.title}</h1><p role="status">${words.body}</p>
<p><a href="">${words.again}</a></p></main></body></html>`;
}
