import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { createMemberResponse, createPhoto, renderProfileScreen, resetProfileApi } from './test-support';

function renderGallery() {
  const photos = [
    createPhoto('p1'),
    createPhoto('p2'),
    createPhoto('p3'),
    createPhoto('p4', { locked: true }),
  ];
  return renderProfileScreen({ initialData: createMemberResponse({ photos }) }, { user: createUser() });
}

const shown = () => screen.getByTestId('lightbox-photo');

beforeEach(() => resetProfileApi());

describe('photo lightbox', () => {
  it('opens the chosen photo; arrow keys browse the open photos and wrap around', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'View photo 2 of 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Anna' });
    expect(shown()).toHaveAttribute('data-photo-id', 'p2');
    expect(within(dialog).getByRole('img', { name: 'Photo of Anna' })).toHaveAttribute(
      'src',
      '/api/media/p2.webp',
    );
    expect(dialog).toHaveTextContent('Photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('data-photo-id', 'p3');
    expect(dialog).toHaveTextContent('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAttribute('data-photo-id', 'p1');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAttribute('data-photo-id', 'p3');
    // The locked photo is never part of it.
    expect(dialog.innerHTML).not.toContain('p4');
  });

  it('previous and next buttons work by keyboard too', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Photo of Anna' }));
    expect(shown()).toHaveAttribute('data-photo-id', 'p1');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAttribute('data-photo-id', 'p2');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toHaveAttribute('data-photo-id', 'p3');
  });

  it('Escape closes it and the focus goes back to the photo that opened it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const tile = screen.getByRole('button', { name: 'View photo 3 of 3' });
    tile.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile).toHaveFocus();
  });
});
