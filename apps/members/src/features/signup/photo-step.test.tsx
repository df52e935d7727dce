import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { createOwnPhoto as createPhoto, mainOf } from '@/test/fixtures';
import { renderWithEditor } from '@/test/render';
import { type uploadPhoto } from '@/components/photo-uploader/upload-photo';
import { PhotoStep } from './photo-step';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => ({}), onAuthRequired: () => undefined }));

describe('sign-up step 1: photo', () => {
  it('uploads with the profile uploader and shows the photo waiting for approval', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    const photo = createPhoto('0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f70', { status: 'pending' });
    const upload = vi.fn().mockResolvedValue({
      user: createUser({ status: 'not_confirmed' }, { photos: [photo], main_image: mainOf(photo) }),
      photo,
    });
    renderWithEditor(<PhotoStep onNext={onNext} upload={upload as unknown as typeof uploadPhoto} />, {
      user: createUser({ status: 'not_confirmed' }),
    });
    expect(screen.getByText(/Members with a photo get far more replies/)).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('photo-file-input'),
      new File([new Uint8Array([1])], 'me.webp', { type: 'image/webp' }),
    );
    const added = await screen.findByTestId('signup-photos');
    expect(within(added).getByRole('img', { name: 'Your photo 1' })).toHaveAttribute(
      'src',
      photo.thumb_filename,
    );
    expect(within(added).getByText('Waiting for approval')).toBeInTheDocument();
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ private: false });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('can be skipped without a photo', async () => {
    const user = userEvent.setup();
    const onNext = vi.fn();
    renderWithEditor(<PhotoStep onNext={onNext} />, { user: createUser() });
    expect(screen.queryByRole('checkbox', { name: 'Upload as private photos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
