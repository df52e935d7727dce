import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Reports } from './Reports';
import { mockApi, profileText, report, sentBody } from './test-api';

const REPORT = report({
  reported: { open_reports: 2 },
  previous_decisions: [
    { decision: 'warn', reason: 'spam', decided_by: 'operator:a@x', created_at: '2026-11-01T00:00:00.000Z' },
  ],
  messages: [
    { from: 'reported', kind: 'text', body: 'You are ugly', created_at: '2026-11-24T09:00:00.000Z' },
    { from: 'reporter', kind: 'text', body: 'Stop', created_at: '2026-11-24T09:01:00.000Z' },
  ],
} as Parameters<typeof report>[0]);
const TEXT = profileText();

describe('the Reports view', () => {
  it('shows a report with its age, the member, earlier decisions and the consented messages; bans after a confirmation', async () => {
    const calls = mockApi({
      'reports.php': { status: 200, body: { total: 1, items: [REPORT] } },
      'profile-texts.php': { status: 200, body: { total: 0, items: [] } },
      'report-decision.php': {
        status: 200,
        body: { ok: true, report: REPORT.id, status: 'resolved', mails_sent: 2 },
      },
    });
    const user = userEvent.setup();
    render(<Reports />);
    const card = await screen.findByRole('listitem', { name: 'Report about Hans' });
    expect(card).toHaveTextContent('Hans, 41');
    expect(card).toHaveTextContent(
      'Harassment or hate · reported by Giulia (it) from the chat · waiting 2 h 5 min',
    );
    expect(card).toHaveTextContent('2 open reports about this member');
    expect(card).toHaveTextContent('Insults after I said no.');
    expect(card).toHaveTextContent('warn (spam) by operator:a@x');
    expect(card).toHaveTextContent('Hans: You are ugly');
    expect(card).toHaveTextContent('Reporter: Stop');
    await user.type(within(card).getByLabelText(/Facts for the statement/), 'Insults in chat.');
    await user.click(within(card).getByRole('button', { name: 'Ban…' }));
    expect(calls.some((c) => c.path === 'report-decision.php')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Confirm ban' }));
    expect(await sentBody(calls, 'report-decision.php')).toEqual({
      report: REPORT.id,
      decision: 'ban',
      ground: 'harassment_hate',
      note: 'Insults in chat.',
    });
    expect(await screen.findByText('Banned: Hans (2 statements mailed).')).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Report about Hans' })).toBeNull();
  });

  it('says when no messages were attached, and reloads when another moderator decided first', async () => {
    const calls = mockApi({
      'reports.php': { status: 200, body: { total: 1, items: [{ ...REPORT, messages: null }] } },
      'profile-texts.php': { status: 200, body: { total: 0, items: [] } },
      'report-decision.php': { status: 409, body: { error: { code: 'conflict' } } },
    });
    const user = userEvent.setup();
    render(<Reports />);
    const card = await screen.findByRole('listitem', { name: 'Report about Hans' });
    expect(card).toHaveTextContent('No messages attached.');
    await user.selectOptions(within(card).getByLabelText('Ground'), 'fake_scam');
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(
      await screen.findByText('Another moderator decided this first. The queue is reloaded.'),
    ).toBeVisible();
    expect(await sentBody(calls, 'report-decision.php')).toMatchObject({
      decision: 'dismiss',
      ground: 'fake_scam',
    });
    expect(calls.filter((c) => c.path === 'reports.php')).toHaveLength(2);
  });

  it('rejects a profile text with a ground', async () => {
    const calls = mockApi({
      'reports.php': { status: 200, body: { total: 0, items: [] } },
      'profile-texts.php': { status: 200, body: { total: 1, items: [TEXT] } },
      'profile-text-decision.php': {
        status: 200,
        body: { ok: true, id: TEXT.id, status: 'rejected', removed: true },
      },
    });
    const user = userEvent.setup();
    render(<Reports />);
    const card = await screen.findByRole('listitem', { name: 'Text of Zoé' });
    expect(card).toHaveTextContent('About me');
    expect(card).toHaveTextContent('Buy my stuff at spam.example');
    await user.click(within(card).getByRole('button', { name: 'Reject…' }));
    await user.selectOptions(within(card).getByLabelText('Ground'), 'spam');
    await user.click(within(card).getByRole('button', { name: 'Reject text' }));
    expect(await sentBody(calls, 'profile-text-decision.php')).toEqual({
      id: TEXT.id,
      decision: 'reject',
      ground: 'spam',
    });
    expect(await screen.findByText('Rejected and removed: text of Zoé.')).toBeVisible();
  });
});
