import { useCallback, useEffect, useState } from 'react';
import type { TOperatorReport, TQueuedProfileText } from '@dating/core/contracts';
import { api, type QueuedPhoto } from './api';
import { Waiting } from './ui';
import { REASON_LABELS } from './Reports';

export type QueueKind = 'photo' | 'text' | 'report';

/** One waiting item of any kind, as the merged queue lists it. */
export interface QueueItem {
  kind: QueueKind;
  id: string;
  /** Who or what: the photo's owner, the text's member, the reported member. */
  who: string;
  /** What kind of photo/text/report, in words. */
  what: string;
  created_at: string;
  age_seconds: number;
}

const KIND_LABELS: Record<QueueKind, string> = { photo: 'Photo', text: 'Profile text', report: 'Report' };
const KIND_ORDER: Record<QueueKind, number> = { photo: 0, text: 1, report: 2 };

/** The DOM id of the card where an item is decided (PhotoQueue and Reports give their cards these ids). */
export const decisionTarget = (item: Pick<QueueItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

/** Photos, profile texts and reports in one list, oldest first (ties: photo, text, report, then id). */
export function mergeQueue(
  photos: QueuedPhoto[],
  texts: TQueuedProfileText[],
  reports: TOperatorReport[],
): QueueItem[] {
  const items: QueueItem[] = [
    ...photos.map((p) => ({
      kind: 'photo' as const,
      id: p.id,
      who: p.owner_name,
      what: p.private ? 'private photo' : 'photo',
      created_at: p.created_at,
      age_seconds: p.age_seconds,
    })),
    ...texts.map((t) => ({
      kind: 'text' as const,
      id: t.id,
      who: t.member_name,
      what: t.field === 'bio' ? 'About me' : 'Personal note',
      created_at: t.created_at,
      age_seconds: t.age_seconds,
    })),
    ...reports.map((r) => ({
      kind: 'report' as const,
      id: r.id,
      who: r.reported.name,
      what: REASON_LABELS[r.reason],
      created_at: r.created_at,
      age_seconds: r.age_seconds,
    })),
  ];
  const at = (x: QueueItem) => Date.parse(x.created_at);
  return items.sort(
    (a, b) =>
      at(a) - at(b) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

interface Loaded {
  items: QueueItem[];
  totals: Record<QueueKind, number | null>;
}

/**
 * The one moderation queue (issue 15 item 2): waiting photos, profile texts and open reports merged oldest
 * first with their age and the count per kind. "Decide" leads to the card where the item is decided (the
 * photo list below, or the Reports screen); it only reads, through the same calls those screens use.
 */
export function ModerationQueue({
  onDecide,
  reload = 0,
}: {
  onDecide: (item: QueueItem) => void;
  /** Changes when an item was decided elsewhere on the screen: the queue reloads, keeping its rows meanwhile. */
  reload?: number;
}) {
  const [data, setData] = useState<Loaded | null>(null);

  const load = useCallback(async () => {
    const [photos, texts, reports] = await Promise.allSettled([
      api.photoQueue(),
      api.profileTexts(),
      api.reports(),
    ]);
    const ok = <T,>(r: PromiseSettledResult<{ total: number; items: T[] }>) =>
      r.status === 'fulfilled' ? r.value : null;
    const p = ok(photos);
    const t = ok(texts);
    const r = ok(reports);
    setData({
      items: mergeQueue(p?.items ?? [], t?.items ?? [], r?.items ?? []),
      totals: { photo: p?.total ?? null, text: t?.total ?? null, report: r?.total ?? null },
    });
  }, []);

  useEffect(() => {
    void load();
  }, [load, reload]);

  const failed = data ? (Object.keys(data.totals) as QueueKind[]).filter((k) => data.totals[k] === null) : [];
  const count = (k: QueueKind, one: string, many: string) => {
    const n = data?.totals[k];
    return n === null || n === undefined ? `${many}: not loaded` : `${n} ${n === 1 ? one : many}`;
  };

  return (
    <section aria-labelledby="moderation-title" className="moderation">
      <h1 id="moderation-title">Moderation queue</h1>
      <p className="hint">
        Photos, profile texts and reports together, oldest first.{' '}
        {data &&
          `${count('photo', 'photo', 'photos')}, ${count('text', 'profile text', 'profile texts')}, ${count(
            'report',
            'open report',
            'open reports',
          )}.`}
      </p>
      {failed.length > 0 && (
        <p className="hint">
          Not loaded: {failed.map((k) => KIND_LABELS[k].toLowerCase() + 's').join(', ')}. Use Refresh to try
          again.
        </p>
      )}
      <button type="button" onClick={() => void load()}>
        Refresh
      </button>
      {data?.items.length === 0 && failed.length === 0 && <p>Nothing is waiting.</p>}
      {data && data.items.length > 0 && (
        <ol className="merged" aria-label="Waiting items, oldest first">
          {data.items.map((item) => (
            <li key={decisionTarget(item)} className="card row">
              <span className="badge">{KIND_LABELS[item.kind]}</span>
              <span className="who">
                <strong>{item.who}</strong> · {item.what}
              </span>
              <Waiting since={item.created_at} seconds={item.age_seconds} />
              <button
                type="button"
                aria-label={`Decide: ${KIND_LABELS[item.kind].toLowerCase()} of ${item.who}`}
                onClick={() => onDecide(item)}
              >
                Decide
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
