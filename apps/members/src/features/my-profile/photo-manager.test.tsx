import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TUser } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { applyPhotoChange, type PhotoChange } from '@/lib/photo-rules';
import { PhotoManager } from './photo-manager';
import { apiError, createPhoto, mainOf, profileApi, renderWithEditor, resetProfileApi } from './test-support';
import { type uploadPhoto } from '@/components/photo-uploader/upload-photo';

const ids = {
  a: '0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f5a',
  b: '0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f5b',
  c: '0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f5c',
};
const a = createPhoto(ids.a);
const b = createPhoto(ids.b, { private: true });
const c = createPhoto(ids.c, { status: 'pending' });

function member(overrides: Partial<TUser> = {}, photos = [a, b, c]) {
  return createUser(
    { photo_limit: 3, ...overrides },
    { photos, main_image: photos[0] ? mainOf(photos[0]) : null },
  );
}

/** The API answers each change with the member as it would store it. */
function answerChanges(user: TUser) {
  let current = user;
  const answer = (change: PhotoChange) => {
    current = applyPhotoChange(current, change);
    return Promise.resolve({ user: current });
  };
  profileApi.profiles.updatePhoto.mockImplementation(
    (input: { id: string; private?: boolean; main?: true }) =>
      answer(
        input.main
          ? { kind: 'main', id: input.id }
          : { kind: 'private', id: input.id, private: !!input.private },
      ),
  );
  profileApi.profiles.deletePhoto.mockImplementation((input: { id: string }) =>
    answer({ kind: 'delete', id: input.id }),
  );
  profileApi.profiles.orderPhotos.mockImplementation((input: { ids: string[] }) =>
    answer({ kind: 'order', ids: input.ids }),
  );
  profileApi.user.get.mockImplementation(() => Promise.resolve({ user: current }));
}

function renderManager(user: TUser = member(), upload?: typeof uploadPhoto) {
  answerChanges(user);
  renderWithEditor(<PhotoManager user={user} upload={upload} />, { user });
}

/** The rendered manager follows the cached member, as the screen does. */
async function renderLive(user: TUser = member(), upload?: typeof uploadPhoto) {
  answerChanges(user);
  const { useUser } = await import('@/hooks/use-user');
  function Live() {
    const { data } = useUser();
    return data ? <PhotoManager user={data} upload={upload} /> : null;
  }
  renderWithEditor(<Live />, { user });
}

const card = (n: number) => screen.getAllByTestId('photo-card')[n]!;
const order = () => screen.getAllByTestId('photo-card').map((el) => el.getAttribute('data-photo-id'));

beforeEach(() => resetProfileApi());

describe('the grid', () => {
  it('shows each photo at its size with its badges, and the count against the limit', () => {
    renderManager();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3 of 3 photos');
    const img = within(card(0)).getByRole('img', { name: 'Your photo 1' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('src', a.thumb_filename);
    expect(within(card(0)).getByText('Main photo')).toBeInTheDocument();
    expect(within(card(1)).getByText('Private')).toBeInTheDocument();
    expect(within(card(2)).getByText('Waiting for approval')).toBeInTheDocument();
  });

  it('marks a rejected photo and does not count it', () => {
    renderManager(member({}, [a, createPhoto(ids.b, { status: 'rejected' })]));
    expect(within(card(1)).getByText('Rejected')).toBeInTheDocument();
    expect(within(card(1)).queryByRole('button', { name: 'Make main' })).toBeNull();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('1 of 3 photos');
  });

  it('offers premium at the limit for a free member, linking /premium', () => {
    renderManager();
    const limit = screen.getByTestId('photo-limit');
    expect(limit).toHaveTextContent("You've reached your limit of 3 photos");
    expect(within(limit).getByRole('link', { name: 'Go premium' })).toHaveAttribute('href', '/premium');
  });

  it('shows no call to action to premium members or below the limit', () => {
    renderManager(member({ paid_user: true, photo_limit: 25 }));
    expect(screen.queryByTestId('photo-limit')).toBeNull();
    expect(screen.getByTestId('photo-count')).toHaveTextContent('3 of 25 photos');
  });
});

describe('photo actions', () => {
  it('makes a photo main (public ones only) and moves the badge at once', async () => {
    const user = userEvent.setup();
    await renderLive();
    expect(within(card(1)).queryByRole('button', { name: 'Make main' })).toBeNull();
    await user.click(within(card(2)).getByRole('button', { name: 'Make main' }));
    expect(profileApi.profiles.updatePhoto).toHaveBeenCalledWith({ id: ids.c, main: true });
    expect(within(card(2)).getByText('Main photo')).toBeInTheDocument();
    expect(within(card(0)).queryByText('Main photo')).toBeNull();
    expect(within(card(2)).getByText('Your main photo is always public.')).toBeInTheDocument();
  });

  it('makes a photo private and public again', async () => {
    const user = userEvent.setup();
    await renderLive();
    await user.click(within(card(2)).getByRole('button', { name: 'Make private' }));
    expect(profileApi.profiles.updatePhoto).toHaveBeenCalledWith({ id: ids.c, private: true });
    expect(await within(card(2)).findByText('Private')).toBeInTheDocument();
    await user.click(within(card(1)).getByRole('button', { name: 'Make public' }));
    expect(profileApi.profiles.updatePhoto).toHaveBeenLastCalledWith({ id: ids.b, private: false });
    await waitFor(() => expect(within(card(1)).queryByText('Private')).toBeNull());
  });

  it('never offers to make the main photo private', () => {
    renderManager();
    expect(within(card(0)).queryByRole('button', { name: 'Make private' })).toBeNull();
  });

  it('reorders by keyboard and keeps focus on the moved photo', async () => {
    const user = userEvent.setup();
    await renderLive();
    const later = within(card(0)).getByRole('button', { name: 'Move later' });
    expect(within(card(0)).getByRole('button', { name: 'Move earlier' })).toBeDisabled();
    later.focus();
    await user.keyboard('{Enter}');
    expect(profileApi.profiles.orderPhotos).toHaveBeenCalledWith({ ids: [ids.b, ids.a, ids.c] });
    expect(order()).toEqual([ids.b, ids.a, ids.c]);
    await waitFor(() => expect(within(card(1)).getByRole('button', { name: 'Move later' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(order()).toEqual([ids.b, ids.c, ids.a]);
    // At the end "Move later" is disabled: focus goes to "Move earlier" of the same photo.
    await waitFor(() => expect(within(card(2)).getByRole('button', { name: 'Move earlier' })).toHaveFocus());
    expect(await screen.findByText('Photo moved to position 3 of 3.')).toBeInTheDocument();
  });

  it('deletes after confirmation only', async () => {
    const user = userEvent.setup();
    await renderLive();
    await user.click(within(card(1)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(profileApi.profiles.deletePhoto).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('photo-card')).toHaveLength(3);

    await user.click(within(card(0)).getByRole('button', { name: 'Delete' }));
    const again = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(again).toHaveTextContent('your next public photo becomes your main photo');
    await user.click(within(again).getByRole('button', { name: 'Yes, delete' }));
    expect(profileApi.profiles.deletePhoto).toHaveBeenCalledWith({ id: ids.a });
    await waitFor(() => expect(screen.getAllByTestId('photo-card')).toHaveLength(2));
    expect(screen.getByTestId('photo-count')).toHaveTextContent('2 of 3 photos');
    expect(screen.queryByTestId('photo-limit')).toBeNull();
  });

  it('rolls back and says why when the API refuses', async () => {
    const user = userEvent.setup();
    await renderLive();
    profileApi.profiles.updatePhoto.mockRejectedValue(
      apiError('validation_failed', 400, {
        fields: [{ path: 'body.id', message: 'errors.main_photo_rejected' }],
      }),
    );
    await user.click(within(card(2)).getByRole('button', { name: 'Make private' }));
    expect(
      await screen.findByText('A photo that was not approved cannot be your main photo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card(2)).queryByText('Private')).toBeNull());
  });
});

describe('uploads', () => {
  function file(name: string, type = 'image/jpeg') {
    return new File([new Uint8Array([1, 2, 3])], name, { type });
  }

  it('uploads chosen files one after another with progress, and shows them in the grid', async () => {
    const user = userEvent.setup();
    const start = member({}, []);
    const pending: { resolve: () => void; progress: (f: number) => void; name: string }[] = [];
    let stored = start;
    const upload = vi.fn(
      (
        f: Blob & { name?: string },
        options?: { onProgress?: (fraction: number) => void; private?: boolean },
      ) =>
        new Promise<Awaited<ReturnType<typeof uploadPhoto>>>((resolve) => {
          pending.push({
            name: f.name ?? '',
            progress: (x) => options?.onProgress?.(x),
            resolve: () => {
              const photo = createPhoto(`0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f6${pending.length}`, {
                status: 'pending',
                private: !!options?.private,
              });
              stored = createUser(
                { photo_limit: 3 },
                { photos: [...stored.profile.photos, photo], main_image: mainOf(photo) },
              );
              resolve({ user: stored, photo });
            },
          });
        }),
    );
    await renderLive(start, upload as unknown as typeof uploadPhoto);
    expect(screen.getByTestId('no-photos')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Upload as private photos' }));
    await user.upload(screen.getByTestId('photo-file-input'), [
      file('one.jpg'),
      file('two.png', 'image/png'),
    ]);

    // One at a time: the second waits while the first is sent.
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1]).toMatchObject({ private: true });
    pending[0]!.progress(0.4);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading one.jpg' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '40'));
    expect(screen.getByText('Waiting…')).toBeInTheDocument();

    pending[0]!.resolve();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('one.jpg has been uploaded.')).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-card')).toHaveLength(1);
    pending[1]!.resolve();
    await waitFor(() => expect(screen.getAllByTestId('photo-card')).toHaveLength(2));
    expect(screen.getByTestId('photo-count')).toHaveTextContent('2 of 3 photos');
    expect(within(card(1)).getByText('Private')).toBeInTheDocument();
  });

  it('shows the API’s refusal translated, with its params', async () => {
    const user = userEvent.setup();
    const upload = vi.fn().mockRejectedValue(apiError('photo_limit_reached', 409, { params: { limit: 3 } }));
    await renderLive(member({}, [a]), upload as unknown as typeof uploadPhoto);
    await user.upload(screen.getByTestId('photo-file-input'), file('fourth.jpg'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("fourth.jpg couldn't be uploaded");
    expect(alert).toHaveTextContent('You have reached your limit of 3 photos.');
  });

  it('refuses at the limit and an unsupported type without sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.fn();
    await renderLive(member(), upload as unknown as typeof uploadPhoto);
    await user.upload(screen.getByTestId('photo-file-input'), [
      file('doc.pdf', 'application/pdf'),
      file('x.jpg'),
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Upload a JPEG, PNG, WebP, GIF or AVIF image.');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('limit of 3 photos');
    expect(upload).not.toHaveBeenCalled();
  });

  it('opens the file picker from the drop zone by keyboard', async () => {
    const user = userEvent.setup();
    renderManager(member({}, []));
    const input = screen.getByTestId<HTMLInputElement>('photo-file-input');
    const click = vi.spyOn(input, 'click');
    const zone = screen.getByRole('button', { name: /Add photos/ });
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif');
    expect(input).toHaveAttribute('multiple');
    zone.focus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
