import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, formatAge, formatTime, newKey, type HostItem, type HostRules } from './api';
import { fieldText } from './form';
import { PickList, Status } from './ui';

const ageSeconds = (iso: string) => Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000);

/**
 * The chat hosts' inbox (ADR 0037): conversations with fictional profiles awaiting a reply, oldest first with
 * their waiting time; the member's history and the fictional profile side by side; reply as the profile or
 * mark handled. The house rules and the disclosure members read are always on screen. Hosts never see a
 * member's e-mail address or payments: the API does not send them.
 */
export function HostInbox() {
  const [items, setItems] = useState<HostItem[] | null>(null);
  const [rules, setRules] = useState<HostRules | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    try {
      const q = await api.hostQueue();
      setItems(q.items);
      setOpen((o) =>
        o && q.items.some((i) => i.conversation === o) ? o : (q.items[0]?.conversation ?? null),
      );
    } catch {
      setStatus('The inbox could not be loaded. Reload the page.');
    }
  }, []);

  useEffect(() => {
    void load();
    api.hostRules().then(setRules, () => setRules(null));
  }, [load]);

  const current = items?.find((i) => i.conversation === open) ?? null;
  const disclosure =
    rules?.disclosure.find((d) => d.language === current?.member.language) ??
    rules?.disclosure.find((d) => d.language === 'en');

  const done = (item: HostItem, what: string) => {
    setItems((xs) => (xs ?? []).filter((x) => x.conversation !== item.conversation));
    setOpen(null);
    setStatus(what);
    void load();
  };

  const reply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    const form = event.currentTarget;
    const body = fieldText(form, 'reply');
    if (!body) return;
    setSending(true);
    try {
      await api.hostReply({ conversation: current.conversation, body, client_id: newKey() });
      form.reset();
      done(current, `Sent as ${current.fictional_profile.name} to ${current.member.name}.`);
    } catch {
      setStatus(
        'The reply was not sent (the member may have blocked the profile or left). The inbox is reloaded.',
      );
      void load();
    } finally {
      setSending(false);
    }
  };

  const handled = async () => {
    if (!current) return;
    try {
      await api.hostHandled(current.conversation);
      done(current, `Marked handled: ${current.member.name} and ${current.fictional_profile.name}.`);
    } catch {
      setStatus('It was not marked handled. The inbox is reloaded.');
      void load();
    }
  };

  return (
    <section aria-labelledby="host-title">
      <h1 id="host-title">Host inbox</h1>
      <details className="rules" open>
        <summary>Disclosure rules</summary>
        <ul>
          {(rules?.rules ?? []).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {disclosure && (
          <p>
            What the member reads{current ? ` (${disclosure.language})` : ''}: <q>{disclosure.warning}</q>;
            every fictional profile is labelled <q>{disclosure.marker}</q>.
          </p>
        )}
      </details>
      <Status>{status}</Status>
      {items?.length === 0 && <p>No conversation is waiting.</p>}
      <div className="inbox">
        <PickList
          label="Waiting conversations"
          ordered
          entries={(items ?? []).map((i) => ({
            id: i.conversation,
            title: `${i.member.name} → ${i.fictional_profile.name}`,
            hint: (
              <>
                waiting <time dateTime={i.waiting_since}>{formatAge(ageSeconds(i.waiting_since))}</time>
              </>
            ),
          }))}
          current={open}
          onPick={setOpen}
        />
        {current && (
          <div className="conversation">
            <div className="sides">
              <section aria-labelledby="member-side" className="card side">
                <h2 id="member-side">
                  {current.member.name}, {current.member.age}
                </h2>
                <p className="hint">
                  Member · writes in {current.member.language} · {current.member.country}
                </p>
                <ol className="history" aria-label="Conversation, oldest first">
                  {current.messages.map((m) => {
                    const fromProfile = m.sender === current.fictional_profile.id;
                    return (
                      <li key={m.id} className={fromProfile ? 'msg ours' : 'msg theirs'}>
                        <span className="who-said">
                          {fromProfile ? current.fictional_profile.name : current.member.name}
                        </span>{' '}
                        {m.kind === 'text' ? m.body : m.kind === 'gift' ? `(gift: ${m.gift})` : `(${m.kind})`}{' '}
                        <time className="hint" dateTime={m.created_at}>
                          {formatTime(m.created_at)}
                        </time>
                      </li>
                    );
                  })}
                </ol>
              </section>
              <section aria-labelledby="profile-side" className="card side">
                <h2 id="profile-side">
                  {current.fictional_profile.name}, {current.fictional_profile.age}{' '}
                  <span className="badge">fictional profile</span>
                </h2>
                <dl className="facts-list">
                  <dt>Gender</dt>
                  <dd>{current.fictional_profile.gender}</dd>
                  <dt>Lives in</dt>
                  <dd>
                    {[current.fictional_profile.city, current.fictional_profile.country]
                      .filter(Boolean)
                      .join(', ')}
                  </dd>
                  <dt>Interests</dt>
                  <dd>{current.fictional_profile.interests.join(', ') || '—'}</dd>
                  <dt>About</dt>
                  <dd>{current.fictional_profile.bio || '—'}</dd>
                </dl>
              </section>
            </div>
            <form className="reply" onSubmit={reply}>
              <label>
                Reply as {current.fictional_profile.name}
                <textarea name="reply" required maxLength={2000} rows={3} />
              </label>
              <div className="actions">
                <button type="submit" disabled={sending}>
                  Send reply
                </button>
                <button type="button" onClick={() => void handled()}>
                  Mark handled
                </button>
              </div>
            </form>
          </div>
        )}
      </div>
    </section>
  );
}
