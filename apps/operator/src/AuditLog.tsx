import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, formatTime, type AuditRow } from './api';
import { Status } from './ui';
import { Table } from './Table';

const FIELDS = [
  { name: 'actor', label: 'Actor', placeholder: 'operator:ops@example.com' },
  { name: 'action', label: 'Action', placeholder: 'photo.* or photo.reject' },
  { name: 'subject_id', label: 'Subject id', placeholder: 'a photo, member, order or conversation id' },
] as const;

/** A day of the date inputs as the API's ISO time: from its first second, to its last (UTC). */
const dayBound = (day: string, end: boolean) => (day ? `${day}T${end ? '23:59:59' : '00:00:00'}Z` : '');

/**
 * The append-only audit log, newest first, searchable by actor, action, subject and time. Nothing here edits it.
 */
export function AuditLog() {
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [status, setStatus] = useState('');

  const search = useCallback(async (filters: Record<string, string>) => {
    try {
      const r = await api.audit(filters);
      setRows(r.rows);
      setStatus(`${r.rows.length} entries.`);
    } catch {
      setStatus('The search was refused: check the filters.');
    }
  }, []);

  useEffect(() => {
    void search({});
  }, [search]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void search({
      ...Object.fromEntries(FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')])),
      from: dayBound(String(form.get('from') ?? ''), false),
      to: dayBound(String(form.get('to') ?? ''), true),
    });
  };

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="filters" onSubmit={submit}>
        {FIELDS.map((f) => (
          <label key={f.name}>
            {f.label}
            <input name={f.name} placeholder={f.placeholder} />
          </label>
        ))}
        <label>
          From (UTC day)
          <input name="from" type="date" />
        </label>
        <label>
          To (UTC day)
          <input name="to" type="date" />
        </label>
        <button type="submit">Search</button>
      </form>
      <Status>{status}</Status>
      <Table
        className="audit"
        rows={rows ?? []}
        columns={[
          ['When', (r) => <time dateTime={r.created_at}>{formatTime(r.created_at)}</time>],
          ['Actor', (r) => r.actor],
          ['Action', (r) => r.action],
          ['Subject', (r) => [r.subject_type, r.subject_id].filter(Boolean).join(' ')],
          ['Details', (r) => <code>{JSON.stringify(r.data)}</code>],
        ]}
      />
    </section>
  );
}
