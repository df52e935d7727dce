import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, formatTime, money, newKey, type Code, type Complaint, type FinanceView } from './api';
import { fieldText } from './form';
import { Status } from './ui';
import { Table } from './Table';

const when = (iso: string | null) => (iso ? formatTime(iso) : '—');

/** A member by id or e-mail: orders (refund within refund_days), ledger, goodwill credits. */
function MemberMoney() {
  const [view, setView] = useState<FinanceView | null>(null);
  const [status, setStatus] = useState('');
  const [refunding, setRefunding] = useState<string | null>(null);

  const find = async (q: string) => {
    try {
      setView(await api.memberFinance(q));
      setStatus('');
    } catch {
      setView(null);
      setStatus('No member with that id or e-mail address.');
    }
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = fieldText(event.currentTarget, 'q');
    if (q.length >= 3) void find(q);
  };

  const refund = (orderId: string) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!view) return;
    const reason = fieldText(event.currentTarget, 'reason');
    try {
      const r = await api.refund({ order_id: orderId, reason });
      setRefunding(null);
      await find(view.member.id);
      setStatus(`Refunded: ${r.credits_taken} credits taken back, balance ${r.balance}.`);
    } catch {
      setStatus(
        'The refund was refused: the order is not paid, outside the refund window, or the provider failed.',
      );
    }
  };

  const goodwill = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!view) return;
    const form = event.currentTarget;
    try {
      const r = await api.goodwill({
        user_id: view.member.id,
        credits: Number(fieldText(form, 'credits')),
        reason: fieldText(form, 'reason'),
        idempotency_key: newKey(),
      });
      form.reset();
      await find(view.member.id);
      setStatus(`Goodwill booked: balance ${r.balance}.`);
    } catch {
      setStatus('The goodwill credits were refused: 1–1000 credits and a reason of 3 characters or more.');
    }
  };

  return (
    <section aria-labelledby="member-money">
      <h2 id="member-money">Member orders and ledger</h2>
      <form className="filters" onSubmit={search} role="search">
        <label>
          Member id or e-mail address
          <input name="q" required minLength={3} maxLength={254} />
        </label>
        <button type="submit">Find</button>
      </form>
      <Status>{status}</Status>
      {view && (
        <>
          <p>
            <strong>{view.member.name ?? '(no profile)'}</strong> · {view.member.email} ·{' '}
            {view.member.language} · {view.member.status} · balance <strong>{view.member.credits}</strong>{' '}
            credits
            {view.member.paid_user ? ' · premium' : ''} · refund window{' '}
            {view.member.refund_days === null ? 'none' : `${view.member.refund_days} days`}
          </p>
          <Table
            scroll="Orders"
            caption="Orders, newest first"
            rows={view.orders}
            columns={[
              ['Created', (o) => when(o.created_at)],
              ['Status', (o) => o.status],
              [
                'Amount',
                (o) => money(o.amount_cents, o.currency) + (o.discount_code ? ` (${o.discount_code})` : ''),
              ],
              ['Credits', (o) => o.credits],
              ['Method', (o) => o.method ?? '—'],
              [
                'Refund',
                (o) =>
                  o.refundable ? (
                    refunding === o.id ? (
                      <form className="inline" onSubmit={refund(o.id)}>
                        <label>
                          Reason for the refund
                          <input name="reason" required minLength={3} maxLength={500} autoFocus />
                        </label>
                        <button type="submit">Refund {money(o.amount_cents, o.currency)}</button>
                      </form>
                    ) : (
                      <button type="button" onClick={() => setRefunding(o.id)}>
                        Refund…
                      </button>
                    )
                  ) : (
                    <span className="hint">not refundable</span>
                  ),
              ],
            ]}
          />
          <form className="filters" onSubmit={goodwill}>
            <label>
              Goodwill credits
              <input name="credits" type="number" required min={1} max={1000} inputMode="numeric" />
            </label>
            <label>
              Reason
              <input name="reason" required minLength={3} maxLength={500} />
            </label>
            <button type="submit">Give credits</button>
          </form>
          <Table
            scroll="Ledger"
            caption="Ledger, newest first (sums to the balance)"
            rows={view.ledger}
            columns={[
              ['When', (e) => when(e.created_at)],
              ['Kind', (e) => e.kind],
              ['Credits', (e) => (e.amount > 0 ? `+${e.amount}` : e.amount)],
              ['Balance after', (e) => e.balance_after],
              ['Note', (e) => e.note ?? ''],
            ]}
          />
        </>
      )}
    </section>
  );
}

/** Complaints about payments, open ones oldest first; the answer goes to the member by e-mail. */
function Complaints() {
  const [items, setItems] = useState<Complaint[] | null>(null);
  const [status, setStatus] = useState('');
  const load = useCallback(async () => {
    try {
      setItems((await api.complaints('open')).complaints);
    } catch {
      setStatus('The complaints could not be loaded.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const answer = (c: Complaint) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const r = await api.answerComplaint({ id: c.id, answer: fieldText(event.currentTarget, 'answer') });
      setStatus(
        r.mail_sent ? 'Answered and mailed.' : 'Answered; the mail could not be sent (the member sees it).',
      );
      void load();
    } catch {
      setStatus('The answer was not saved (maybe answered already). The list is reloaded.');
      void load();
    }
  };

  return (
    <section aria-labelledby="complaints-title">
      <h2 id="complaints-title">Open complaints</h2>
      <Status>{status}</Status>
      {items?.length === 0 && <p>No open complaints.</p>}
      <ul className="plain">
        {(items ?? []).map((c) => (
          <li key={c.id} className="card">
            <p>
              <strong>{c.reason}</strong> · {c.email ?? 'deleted member'} · {c.locale} · {when(c.created_at)}
              {c.order ? ` · order ${money(c.order.amount_cents, c.order.currency)} (${c.order.status})` : ''}
            </p>
            <p>{c.text}</p>
            <form onSubmit={answer(c)}>
              <label>
                Answer (mailed in the member’s language setting; write in {c.locale})
                <textarea name="answer" required maxLength={5000} rows={3} />
              </label>
              <button type="submit">Send answer</button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Discount codes: create, expire, see redemptions. */
function Codes() {
  const [codes, setCodes] = useState<Code[] | null>(null);
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<{ code: string; lines: string[] } | null>(null);
  const load = useCallback(async () => {
    try {
      setCodes((await api.codes()).codes);
    } catch {
      setStatus('The codes could not be loaded.');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const expires = fieldText(form, 'expires');
    try {
      const r = await api.createCode({
        code: fieldText(form, 'code'),
        value_percentage: Number(fieldText(form, 'percent')),
        validity: fieldText(form, 'validity') === 'unlimited' ? 'unlimited' : 'once_per_user',
        ...(expires ? { expires_at: new Date(`${expires}T23:59:59Z`).toISOString() } : {}),
      });
      form.reset();
      setStatus(`Created ${r.code.code}.`);
      void load();
    } catch {
      setStatus('The code was refused: 3–40 letters, digits or dashes, 1–100 %, and not taken.');
    }
  };

  const expire = async (c: Code) => {
    try {
      await api.expireCode(c.id);
      setStatus(`${c.code} expired.`);
      void load();
    } catch {
      setStatus('The code could not be expired.');
    }
  };

  const redemptions = async (c: Code) => {
    try {
      const r = await api.redemptions(c.id);
      setShown({
        code: c.code,
        lines: r.redemptions.map(
          (x) =>
            `${when(x.created_at)} · ${x.member_name ?? x.user_id ?? 'deleted member'} · ${money(x.discount_cents, x.currency)} off · ${x.order_status}`,
        ),
      });
    } catch {
      setStatus('The redemptions could not be loaded.');
    }
  };

  return (
    <section aria-labelledby="codes-title">
      <h2 id="codes-title">Discount codes</h2>
      <form className="filters" onSubmit={create}>
        <label>
          Code
          <input name="code" required minLength={3} maxLength={40} pattern="[A-Za-z0-9\-]{3,40}" />
        </label>
        <label>
          Percent off
          <input name="percent" type="number" required min={1} max={100} inputMode="numeric" />
        </label>
        <label>
          Use
          <select name="validity" defaultValue="once_per_user">
            <option value="once_per_user">once per member</option>
            <option value="unlimited">unlimited</option>
          </select>
        </label>
        <label>
          Last day (optional)
          <input name="expires" type="date" />
        </label>
        <button type="submit">Create code</button>
      </form>
      <Status>{status}</Status>
      <Table
        scroll="Discount codes"
        caption="Codes, newest first"
        rows={codes ?? []}
        columns={[
          ['Code', (c) => c.code],
          ['Off', (c) => `${c.value_percentage} %`],
          ['Use', (c) => (c.validity === 'unlimited' ? 'unlimited' : 'once per member')],
          ['Ends', (c) => (c.expired ? 'expired' : c.expires_at ? when(c.expires_at) : 'no end')],
          ['Redeemed', (c) => c.redemptions],
          [
            'Actions',
            (c) => (
              <>
                <button
                  type="button"
                  onClick={() => void redemptions(c)}
                  aria-label={`Redemptions of ${c.code}`}
                >
                  Redemptions
                </button>
                {!c.expired && (
                  <button type="button" onClick={() => void expire(c)} aria-label={`Expire ${c.code}`}>
                    Expire
                  </button>
                )}
              </>
            ),
            'actions',
          ],
        ]}
      />
      {shown && (
        <section aria-labelledby="redemptions-title">
          <h3 id="redemptions-title">Redemptions of {shown.code}</h3>
          {shown.lines.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul>
              {shown.lines.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}

/** The finance screen (ADR 0037): role finance (or admin). */
export function Finance() {
  return (
    <section aria-labelledby="finance-title">
      <h1 id="finance-title">Finance</h1>
      <MemberMoney />
      <Complaints />
      <Codes />
    </section>
  );
}
