import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { api, type FictionalListItem, type FictionalProfile } from './api';
import { fieldText } from './form';
import { PickList, Status } from './ui';

const GENDERS = ['female', 'male'] as const;
const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;

/** A labelled select of `options` (each shown as it is sent), starting at `value`. */
function Choice(props: { label: string; name: string; options: readonly string[]; value: string }) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value}>
        {props.options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </label>
  );
}

/** The form's fields; the fictional flag is not among them: it is on for good. */
function fieldsOf(form: HTMLFormElement) {
  const city = fieldText(form, 'city');
  const bio = fieldText(form, 'bio');
  const note = fieldText(form, 'note');
  return {
    name: fieldText(form, 'name'),
    gender: fieldText(form, 'gender') as (typeof GENDERS)[number],
    sexuality: fieldText(form, 'sexuality') as (typeof SEXUALITIES)[number],
    date_of_birth: fieldText(form, 'date_of_birth'),
    country: fieldText(form, 'country').toUpperCase(),
    city: city || null,
    bio: bio || null,
    note: note || null,
  };
}

function ProfileForm({
  profile,
  onSubmit,
}: {
  profile: FictionalProfile | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const id = profile?.id ?? 'new';
  return (
    <form className="profile-form" onSubmit={onSubmit} key={id}>
      <p className="hint">
        Fictional: <strong>always on</strong> (members always see the fictional marker; it cannot be switched
        off).
      </p>
      <label>
        Name
        <input name="name" required minLength={2} maxLength={50} defaultValue={profile?.name ?? ''} />
      </label>
      <Choice label="Gender" name="gender" options={GENDERS} value={profile?.gender ?? 'female'} />
      <Choice
        label="Sexuality"
        name="sexuality"
        options={SEXUALITIES}
        value={profile?.sexuality ?? 'hetero'}
      />
      <label>
        Date of birth (18 or older)
        <input name="date_of_birth" type="date" required defaultValue={profile?.date_of_birth ?? ''} />
      </label>
      <label>
        Country (two letters)
        <input
          name="country"
          required
          pattern="[A-Za-z]{2}"
          maxLength={2}
          defaultValue={profile?.country ?? 'NL'}
          autoComplete="off"
        />
      </label>
      <label>
        City
        <input name="city" maxLength={100} defaultValue={profile?.city ?? ''} />
      </label>
      <label>
        About (profile text)
        <textarea name="bio" maxLength={2000} rows={4} defaultValue={profile?.bio ?? ''} />
      </label>
      <label>
        Note
        <textarea name="note" maxLength={500} rows={2} defaultValue={profile?.note ?? ''} />
      </label>
      <button type="submit">{profile ? 'Save changes' : 'Create fictional profile'}</button>
    </form>
  );
}

/**
 * The fictional-profile editor (ADR 0037, admin): list by name, create, edit texts and details, add photos
 * through the members' upload pipeline (re-encoded, metadata removed, approved at once).
 */
export function Fictional() {
  const [list, setList] = useState<FictionalListItem[] | null>(null);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<FictionalProfile | null>(null);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState('');

  const load = useCallback(async (prefix: string) => {
    try {
      setList((await api.fictionalList(prefix)).profiles);
    } catch {
      setStatus('The profiles could not be loaded.');
    }
  }, []);
  useEffect(() => {
    void load('');
  }, [load]);

  const open = async (id: string) => {
    try {
      setEditing((await api.fictional(id)).profile);
      setCreating(false);
    } catch {
      setStatus('That profile could not be opened.');
    }
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    try {
      const r = editing
        ? await api.updateFictional({ id: editing.id, ...fields })
        : await api.createFictional(fields);
      setEditing(r.profile);
      setCreating(false);
      setStatus(editing ? `Saved ${r.profile.name}.` : `Created ${r.profile.name}. Add a photo to show it.`);
      void load(q);
    } catch {
      setStatus('Not saved: check the fields (18 or older, a known two-letter country).');
    }
  };

  const addPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || !editing) return;
    setStatus('Uploading…');
    try {
      setEditing((await api.fictionalPhoto(editing.id, file)).profile);
      setStatus('Photo added.');
      void load(q);
    } catch {
      setStatus('The photo was refused: a JPEG, PNG or WebP image up to 15 MB.');
    }
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const prefix = fieldText(event.currentTarget, 'q');
    setQ(prefix);
    void load(prefix);
  };

  return (
    <section aria-labelledby="fictional-title">
      <h1 id="fictional-title">Fictional profiles</h1>
      <form className="filters" role="search" onSubmit={search}>
        <label>
          Name starts with
          <input name="q" maxLength={50} />
        </label>
        <button type="submit">Search</button>
        <button
          type="button"
          onClick={() => {
            setEditing(null);
            setCreating(true);
          }}
        >
          New fictional profile
        </button>
      </form>
      <Status>{status}</Status>
      <div className="inbox">
        <PickList
          label="Fictional profiles"
          entries={(list ?? []).map((p) => ({
            id: p.id,
            title: `${p.name}, ${p.age}`,
            hint: `${[p.city, p.country].filter(Boolean).join(', ')} · ${p.photo_count} photos · ${p.status}`,
          }))}
          current={editing?.id ?? null}
          onPick={(id) => void open(id)}
        />
        {(creating || editing) && (
          <div className="card conversation">
            <h2>{editing ? `Edit ${editing.name}` : 'New fictional profile'}</h2>
            <ProfileForm profile={editing} onSubmit={(e) => void save(e)} />
            {editing && (
              <section aria-labelledby="photos-title">
                <h3 id="photos-title">Photos</h3>
                <ul className="thumbs">
                  {editing.photos.map((ph) => (
                    <li key={ph.id}>
                      <img
                        src={ph.thumb_url}
                        alt={`Photo of ${editing.name}${ph.main ? ' (main)' : ''}`}
                        width={96}
                        height={96}
                      />
                      <span className="hint">
                        {ph.status}
                        {ph.main ? ', main' : ''}
                      </span>
                    </li>
                  ))}
                </ul>
                <label>
                  Add a photo (re-encoded, metadata removed)
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    onChange={(e) => void addPhoto(e)}
                  />
                </label>
              </section>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
