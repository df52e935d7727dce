import { describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, NetworkError } from '@dating/core/client';
import { createUser } from '@/test/fixtures';
import { createOwnPhoto as createPhoto } from '@/test/fixtures';
import { PHOTO_MAX_MB, checkPhotoFile, uploadPhoto } from './upload-photo';

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void;

/** A fake XMLHttpRequest: records what was sent and lets the test drive progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, fn: Listener) => {
      (this.uploadListeners[type] ??= []).push(fn);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: Listener) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners.progress ?? []) fn({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('load');
  }
  emit(type: string) {
    for (const fn of this.listeners[type] ?? []) fn({});
  }
}

function setup(options: { private?: boolean; signal?: AbortSignal } = {}) {
  const xhr = new FakeXhr();
  const onProgress = vi.fn();
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'beach.jpg', { type: 'image/jpeg' });
  const promise = uploadPhoto(file, {
    ...options,
    onProgress,
    createXhr: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, onProgress, promise, file };
}

const photo = createPhoto('0b6c3f0e-4a8e-4d57-9a3e-0f1c2d3e4f50', { status: 'pending' });
const okBody = { user: createUser({}, { photos: [photo] }), photo };

describe('uploadPhoto', () => {
  it('posts multipart with the private field before the file, with credentials', async () => {
    const { xhr, promise, file } = setup({ private: true });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/photos.php');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect([...xhr.body!.keys()]).toEqual(['private', 'file']);
    expect(xhr.body!.get('private')).toBe('true');
    expect((xhr.body!.get('file') as File).name).toBe(file.name);
    xhr.respond(201, okBody);
    await expect(promise).resolves.toEqual(okBody);
  });

  it('reports the upload progress as a fraction, then 1 when stored', async () => {
    const { xhr, onProgress, promise } = setup();
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, okBody);
    await promise;
    expect(onProgress.mock.calls.map(([f]) => f as number)).toEqual([0.25, 1, 1]);
  });

  it.each([
    [
      'maps the error envelope to an ApiError with its code and params',
      409,
      'photo_limit_reached',
      'errors.photo_limit_reached',
      { limit: 3 },
    ],
    [
      'keeps a message key other than the code (image_invalid → errors.image_too_small)',
      422,
      'image_invalid',
      'errors.image_too_small',
      { min_px: 200 },
    ],
  ] as const)('%s', async (_name, status, code, messageKey, params) => {
    const { xhr, promise } = setup();
    xhr.respond(status, { error: { code, message: messageKey, status, params } });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code, messageKey });
    expect((error as ApiError).envelope?.error.params).toEqual(params);
  });

  it('types a proxy page without an envelope by its status (413 → payload_too_large)', async () => {
    const { xhr, promise } = setup();
    xhr.respond(413, '<html>Request Entity Too Large</html>');
    await expect(promise).rejects.toMatchObject({ code: 'payload_too_large', envelope: null });
  });

  it('rejects a 2xx body that breaks the contract with a ContractError', async () => {
    const { xhr, promise } = setup();
    xhr.respond(201, { user: null });
    await expect(promise).rejects.toBeInstanceOf(ContractError);
  });

  it('rejects a connection failure with a NetworkError', async () => {
    const { xhr, promise } = setup();
    xhr.emit('error');
    await expect(promise).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborts the request with the signal', async () => {
    const controller = new AbortController();
    const { xhr, promise } = setup({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('checkPhotoFile', () => {
  it('accepts the five photo types and refuses anything else as image_unsupported', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
      expect(checkPhotoFile({ type, size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/svg+xml', size: 1000 })?.code).toBe('image_unsupported');
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })?.code).toBe('image_unsupported');
  });

  it('refuses a file over the size limit with the API message and its params', () => {
    const error = checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_MB * 1024 * 1024 + 1 });
    expect(error?.code).toBe('image_too_large');
    expect(error?.envelope?.error.params).toEqual({ max_mb: PHOTO_MAX_MB, max_megapixels: 40 });
  });
});
