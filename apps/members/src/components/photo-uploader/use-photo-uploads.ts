'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type TUser } from '@dating/core/contracts';
import { queryKeys } from '@/lib/query-keys';
import { canUploadMore } from '@/lib/photo-rules';
import { checkPhotoFile, localUploadError, uploadPhoto, type UploadPhotoOptions } from './upload-photo';

export type UploadStatus = 'queued' | 'uploading' | 'failed';

/** One chosen file on its way; it leaves the list once stored (the photo then shows in the grid). */
export interface UploadItem {
  id: string;
  name: string;
  status: UploadStatus;
  /** 0 to 1 */
  progress: number;
  error?: unknown;
}

interface Job {
  id: string;
  file: File;
  private: boolean;
}

let counter = 0;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface PhotoUploadsOptions {
  /** Sends the request (tests pass a fake of `uploadPhoto`). */
  upload?: typeof uploadPhoto;
  /** Called with the name of each stored file. */
  onUploaded?: (name: string) => void;
}

/**
 * The upload queue: files go one after another, each with its progress; the answer's member replaces the
 * cached one. Type, size and the photo limit are checked first, with the API's own messages; the API decides.
 */
export function usePhotoUploads({ upload = uploadPhoto, onUploaded }: PhotoUploadsOptions = {}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Job[]>([]);
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ upload, onUploaded });
  useEffect(() => {
    latest.current = { upload, onUploaded };
  });

  const patch = useCallback((id: string, change: Partial<UploadItem> | null) => {
    setItems((list) =>
      change === null
        ? list.filter((i) => i.id !== id)
        : list.map((i) => (i.id === id ? { ...i, ...change } : i)),
    );
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    try {
      for (let job = queue.current.shift(); job && !signal.aborted; job = queue.current.shift()) {
        const user = queryClient.getQueryData<TUser | null>(queryKeys.user.current());
        const refused =
          checkPhotoFile(job.file) ??
          (user && !canUploadMore(user)
            ? localUploadError('photo_limit_reached', { limit: user.photo_limit })
            : null);
        if (refused) {
          patch(job.id, { status: 'failed', error: refused });
          continue;
        }
        const id = job.id;
        patch(id, { status: 'uploading', progress: 0 });
        const options: UploadPhotoOptions = {
          private: job.private,
          signal,
          onProgress: (progress) => patch(id, { progress }),
        };
        try {
          const answer = await latest.current.upload(job.file, options);
          queryClient.setQueryData(queryKeys.user.current(), answer.user);
          patch(id, null);
          latest.current.onUploaded?.(job.file.name);
        } catch (error) {
          if (isAbort(error)) break;
          patch(id, { status: 'failed', error });
        }
      }
    } finally {
      running.current = false;
    }
  }, [patch, queryClient]);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  /** Queues files in the order chosen; `private` applies to this batch. */
  const add = useCallback(
    (files: readonly File[], options: { private?: boolean } = {}) => {
      if (!files.length) return;
      const jobs = files.map((file) => {
        counter += 1;
        return { id: `upload-${counter}`, file, private: options.private ?? false };
      });
      queue.current.push(...jobs);
      setItems((list) => [
        ...list.filter((i) => i.status !== 'failed'),
        ...jobs.map((j) => ({ id: j.id, name: j.file.name, status: 'queued' as const, progress: 0 })),
      ]);
      void run();
    },
    [run],
  );

  const dismiss = useCallback((id: string) => patch(id, null), [patch]);

  return { items, add, dismiss };
}
