import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import type { QueuedPhoto } from './api';
import { mergeQueue } from './ModerationQueue';
import { MODERATOR, mockApi, photo, profileText, report, type Answer } from './test-api';

// Created at: report 09:00 (oldest), photo Anna 10:00, text Zoé 11:00, photo Ben 12:00 (newest).
const PHOTO_ANNA = photo({ age_seconds: 7200 });
const PHOTO_BEN = photo({
  id: '66666666-6666-4666-8666-666666666666',
  owner_id: '77777777-7777-4777-8777-777777777777',
  owner_name: 'Ben',
  created_at: '2026-11-24T12:00:00.000Z',
  age_seconds: 60,
});
const REPORT = report({
  id: '33333333-3333-4333-8333-333333333333',
  created_at: '2026-11-24T09:00:00.000Z',
  age_seconds: 10800,
  reporter: { id: '88888888-8888-4888-8888-888888888888', name: 'Giulia', locale: 'it' },
  reported: { id: '99999999-9999-4999-8999-999999999999' },
});
const TEXT = profileText({ age_seconds: 3600 });

const me = MODERATOR;

// What photo-queue.php answers after the first answer (a test sets it before deciding a photo).
let photosLeft: QueuedPhoto[] | null = null;

function mockQueueApi(answers: Record<string, Answer>) {
  photosLeft = null;
  const first = answers['photo-queue.php'] ?? { status: 404, body: { error: { code: 'not_found' } } };
  mockApi({
    ...answers,
    'photo-queue.php': () =>
      photosLeft ? { status: 200, body: { total: photosLeft.length, items: photosLeft } } : first,
  });
}

const allWaiting = {
  'me.php': { status: 200, body: me },
  // The photo API answers newest-last already; the merge must not depend on the order of any answer.
  'photo-queue.php': { status: 200, body: { total: 2, items: [PHOTO_BEN, PHOTO_ANNA] } },
  'profile-texts.php': { status: 200, body: { total: 1, items: [TEXT] } },
  'reports.php': { status: 200, body: { total: 1, items: [REPORT] } },
  'photo-decision.php': { status: 200, body: { ok: true, status: 'approved' } },
};

describe('mergeQueue', () => {
  it('orders photos, texts and reports together, oldest first', () => {
    const merged = mergeQueue([PHOTO_BEN, PHOTO_ANNA], [TEXT], [REPORT]);
    expect(merged.map((x) => `${x.kind}:${x.who}`)).toEqual([
      'report:Hans',
      'photo:Anna',
      'text:Zoé',
      'photo:Ben',
    ]);
    expect(merged[0]).toMatchObject({ what: 'Harassment or hate', age_seconds: 10800 });
  });

  it('puts items of the same instant in a fixed order (photo, text, report)', () => {
    const same = '2026-11-24T10:00:00.000Z';
    const merged = mergeQueue(
      [{ ...PHOTO_ANNA, created_at: same }],
      [{ ...TEXT, created_at: same }],
      [{ ...REPORT, created_at: same }],
    );
    expect(merged.map((x) => x.kind)).toEqual(['photo', 'text', 'report']);
  });
});

describe('the moderation queue on the Photo queue screen', () => {
  it('lists every kind oldest first with its age and the count per kind', async () => {
    mockQueueApi(allWaiting);
    render(<App />);
    const list = await screen.findByRole('list', { name: 'Waiting items, oldest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Report.*Hans.*Harassment or hate.*Waiting 3 h/),
      expect.stringMatching(/^Photo.*Anna.*Waiting 2 h/),
      expect.stringMatching(/^Profile text.*Zoé.*About me.*Waiting 1 h/),
      expect.stringMatching(/^Photo.*Ben.*Waiting 1 min/),
    ]);
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', REPORT.created_at);
    expect(screen.getByText(/2 photos, 1 profile text, 1 open report\./)).toBeInTheDocument();
    // The default screen and its photo list stay as they were.
    expect(screen.getByRole('button', { name: 'Photo queue' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('listitem', { name: 'Photo of Anna' })).toBeInTheDocument();
  });

  it('Decide on a photo focuses that photo in the list below', async () => {
    mockQueueApi(allWaiting);
    const user = userEvent.setup();
    render(<App />);
    await screen.findByRole('listitem', { name: 'Photo of Ben' });
    await user.click(await screen.findByRole('button', { name: 'Decide: photo of Ben' }));
    const card = screen.getByRole('listitem', { name: 'Photo of Ben' });
    await waitFor(() => expect(card).toHaveFocus());

    // Deciding it there reloads the merged list: Ben's row leaves it, the count follows.
    photosLeft = [PHOTO_ANNA];
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Decide: photo of Ben' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/1 photo, 1 profile text, 1 open report\./)).toBeInTheDocument();
  });

  it('Decide on a report or a text opens the Reports screen at that card', async () => {
    mockQueueApi(allWaiting);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Decide: report of Hans' }));
    expect(screen.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    const report = await screen.findByRole('listitem', { name: 'Report about Hans' });
    await waitFor(() => expect(report).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Photo queue' }));
    await user.click(await screen.findByRole('button', { name: 'Decide: profile text of Zoé' }));
    const text = await screen.findByRole('listitem', { name: 'Text of Zoé' });
    await waitFor(() => expect(text).toHaveFocus());
    expect(within(text).getByRole('button', { name: 'Reject…' })).toBeInTheDocument();
  });

  it('says which kind could not be loaded and still lists the others', async () => {
    mockQueueApi({ ...allWaiting, 'reports.php': { status: 500, body: { error: { code: 'internal' } } } });
    render(<App />);
    const list = await screen.findByRole('list', { name: 'Waiting items, oldest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/Not loaded: reports\./)).toBeInTheDocument();
    expect(screen.getByText(/open reports: not loaded/)).toBeInTheDocument();
  });
});
