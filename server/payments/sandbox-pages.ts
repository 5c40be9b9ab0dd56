import type { SandboxPaymentRow } from './sandbox-repository.ts';

/** The sandbox provider's own pages: the approval page of redirect methods and the 3-D Secure challenge. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Minor units shown in major units with the currency code; zero-decimal currencies stay whole. */
function formatAmount(value: number, currency: string): string {
  const digits = ['JPY', 'KRW', 'VND'].includes(currency)
    ? 0
    : currency === 'KWD' || currency === 'BHD'
      ? 3
      : 2;
  return `${(value / 10 ** digits).toFixed(digits)} ${currency}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}
button,input{font:inherit;padding:.6rem 1rem;border-radius:4px}button{border:1px solid #1a1a1a;cursor:pointer}
.primary{background:#1a1a1a;color:#fff}.actions{display:flex;gap:1rem;margin-top:1.5rem}
label{display:block;margin:1rem 0 .3rem;font-weight:600}input{border:1px solid #767676;width:10rem}
.note{color:#4a4a4a;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function summary(payment: SandboxPaymentRow, method: string): string {
  return `<dl><dt>Merchant</dt><dd>${escapeHtml(payment.merchant_account)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment.amount_value, payment.currency))}</dd>
<dt>Method</dt><dd>${escapeHtml(method)}</dd><dt>Reference</dt><dd>${escapeHtml(payment.merchant_reference)}</dd></dl>`;
}

export function approvalPage(payment: SandboxPaymentRow, action: string): string {
  return page(
    'Approve payment – payment sandbox',
    `<h1>Approve payment</h1><p class="note">Payment sandbox: no money moves.</p>${summary(payment, payment.method)}
<form method="post" action="${escapeHtml(action)}"><div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="cancel">Cancel</button></div></form>`,
  );
}

export function challengePage(payment: SandboxPaymentRow, action: string, method: string): string {
  return page(
    'Verify your payment – payment sandbox',
    `<h1>Verify your payment</h1><p class="note">Payment sandbox 3-D Secure: the code is 1234.</p>${summary(payment, method)}
<form method="post" action="${escapeHtml(action)}"><label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="10" required>
<div class="actions"><button class="primary" type="submit">Verify</button></div></form>`,
  );
}

export function expiredPage(): string {
  return page(
    'Payment link no longer valid – payment sandbox',
    '<h1>This payment link is no longer valid</h1><p>It was already used, has expired or is unknown. Go back to the shop and try again.</p>',
  );
}

/**
 * The device-fingerprint script: a hash of what the browser tells about itself, for the payment request, and a
 * first-party fraud token cookie kept for five years when the shopper has none.
 */
export function deviceFingerprintScript(cookieName: string, maxAgeSeconds: number): string {
  return `(function () {
  var parts = [navigator.userAgent, screen.width + 'x' + screen.height + 'x' + screen.colorDepth,
    Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.language].join('|');
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  var fallback = 0;
  for (var i = 0; i < parts.length; i++) fallback = (fallback * 31 + parts.charCodeAt(i)) >>> 0;
  window.sandboxDeviceFingerprint = 'df-' + fallback.toString(16);
  if (window.crypto && crypto.subtle) {
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts)).then(function (digest) {
      window.sandboxDeviceFingerprint = 'df-' + hex(digest).slice(0, 40);
    });
  }
  if (!document.cookie.split('; ').some(function (c) { return c.indexOf('${cookieName}=') === 0; })) {
    var id = window.crypto && crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now();
    document.cookie = '${cookieName}=' + id + '; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
  }
})();
`;
}
