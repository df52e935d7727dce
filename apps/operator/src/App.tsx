import { useCallback, useEffect, useState } from 'react';
import { ApiFailure, api, type Me } from './api';
import { AuditLog } from './AuditLog';
import { Fictional } from './Fictional';
import { Finance } from './Finance';
import { HostInbox } from './HostInbox';
import { LoginForm } from './LoginForm';
import { ModerationQueue, decisionTarget, type QueueItem } from './ModerationQueue';
import { PhotoQueue } from './PhotoQueue';
import { Reports } from './Reports';

type Screen = 'photos' | 'reports' | 'host' | 'finance' | 'fictional' | 'audit';

/** The operator console: the login, then the screens the operator's roles allow. */
export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [screen, setScreen] = useState<Screen>('photos');
  // The card "Decide" in the moderation queue leads to (a new object each time, so a second click refocuses).
  const [focus, setFocus] = useState<{ target: string } | null>(null);
  const [decisions, setDecisions] = useState(0);

  useEffect(() => {
    api.me().then(setMe, (e: unknown) => {
      if (e instanceof ApiFailure && e.status === 403) setMe(null);
      else setMe(null);
    });
  }, []);

  const decideItem = useCallback((item: QueueItem) => {
    setScreen(item.kind === 'photo' ? 'photos' : 'reports');
    setFocus({ target: decisionTarget(item) });
  }, []);

  const logout = useCallback(async () => {
    await api.logout().catch(() => undefined);
    setMe(null);
  }, []);

  if (me === undefined) return <p className="loading">Loading…</p>;
  if (me === null) return <LoginForm onLoggedIn={setMe} />;

  const admin = me.roles.includes('admin');
  const moderator = admin || me.roles.includes('moderator');
  const host = admin || me.roles.includes('host');
  const finance = admin || me.roles.includes('finance');
  const screens: { id: Screen; label: string; allowed: boolean }[] = [
    { id: 'photos', label: 'Photo queue', allowed: moderator },
    { id: 'reports', label: 'Reports', allowed: moderator },
    { id: 'host', label: 'Host inbox', allowed: host },
    { id: 'finance', label: 'Finance', allowed: finance },
    { id: 'fictional', label: 'Fictional profiles', allowed: admin },
    { id: 'audit', label: 'Audit log', allowed: admin },
  ];
  const visible = screens.filter((s) => s.allowed);
  const current = visible.find((s) => s.id === screen) ?? visible[0];

  return (
    <div className="shell">
      <header className="top">
        <strong>Operator console</strong>
        <nav aria-label="Console">
          {visible.map((s) => (
            <button
              key={s.id}
              type="button"
              className="tab"
              aria-current={current?.id === s.id ? 'page' : undefined}
              onClick={() => setScreen(s.id)}
            >
              {s.label}
            </button>
          ))}
        </nav>
        <span className="who">
          {me.email} ({me.roles.join(', ')})
        </span>
        <button type="button" onClick={logout}>
          Log out
        </button>
      </header>
      <main>
        {current?.id === 'photos' && (
          <>
            <ModerationQueue onDecide={decideItem} reload={decisions} />
            <PhotoQueue focus={focus} onDecided={() => setDecisions((n) => n + 1)} />
          </>
        )}
        {current?.id === 'reports' && <Reports focus={focus} />}
        {current?.id === 'host' && <HostInbox />}
        {current?.id === 'finance' && <Finance />}
        {current?.id === 'fictional' && <Fictional />}
        {current?.id === 'audit' && <AuditLog />}
        {!current && <p>Your roles have no screen in this console yet.</p>}
      </main>
    </div>
  );
}
