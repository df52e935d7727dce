import type { MollieStatus } from '../provider';
import type { SandboxPayment } from './store';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}.amount{font-size:2rem;font-weight:700}form{display:grid;gap:.5rem;margin-top:1.5rem}
button{font-size:1rem;padding:.8rem;border-radius:.5rem;border:1px solid #999;background:#fff;cursor:pointer}
button[value=refund],button[value=chargeback]{border-color:#b3261e;color:#b3261e}
button[value=paid]{background:#0a7d32;color:#fff;border-color:#0a7d32}.note{color:#555;font-size:.9rem}
label{display:flex;gap:.5rem;align-items:center;font-size:.9rem}`;

const LABELS: Record<string, string> = {
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  expired: 'Expired',
  pending: 'Pending (still processing)',
  authorized: 'Authorized',
};

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The hosted payment page of the sandbox: the tester chooses the outcome. */
export function checkoutPage(p: SandboxPayment, action: string, choices: readonly MollieStatus[]): string {
  const buttons = choices
    .map((c) => `<button type="submit" name="status" value="${c}">${esc(LABELS[c] ?? c)}</button>`)
    .join('');
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment provider</h1>
<p class="note">A test page standing in for the payment provider: no money moves. Choose what the payment does.</p>
<p>${esc(p.description)}</p><p class="amount">${esc(p.amount.currency)} ${esc(p.amount.value)}</p>
<p>Method: <strong>${esc(p.method ?? 'any')}</strong> · <code>${esc(p.id)}</code></p>
<form method="post" action="${esc(action)}">${buttons}
<label><input type="checkbox" name="webhook" value="skip"> Lose the webhook (the site must ask for the status itself)</label></form>`,
  );
}

export function finalPage(title: string, text: string, back?: string): string {
  return layout(
    title,
    `<h1>${esc(title)}</h1><p>${esc(text)}</p>${back ? `<p><a href="${esc(back)}">Back to the site</a></p>` : ''}`,
  );
}

/** A paid sandbox payment: the tester may refund what is left of it or have the bank charge it back. */
export function paidPage(p: SandboxPayment, action: string): string {
  return layout(
    'Sandbox payment',
    `<h1>Payment paid</h1>
<p class="note">Sandbox: take the money back as the provider would report it (the site is told by webhook).</p>
<p>${esc(p.description)}</p><p class="amount">${esc(p.amount.currency)} ${esc(p.amount.value)}</p>
<p><code>${esc(p.id)}</code>${p.sequenceType === 'recurring' ? ' · recurring' : ''}</p>
<form method="post" action="${esc(action)}"><button type="submit" name="action" value="refund">Refund</button>
<button type="submit" name="action" value="chargeback">Chargeback</button>
<label><input type="checkbox" name="webhook" value="skip"> Lose the webhook</label></form>${
      p.redirectUrl ? `<p><a href="${esc(p.redirectUrl)}">Back to the site</a></p>` : ''
    }`,
  );
}
