/**
 * One upload at a time, as the upload screens show it: the file is checked in the browser first (size,
 * type by content, whatever else the screen needs), then sent with its progress, which can be cancelled;
 * a failure offers the same file again, and leaving the page cancels an upload under way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '@sdk/transport';
import { isCancellation } from './describe-error';

export type CheckedUploadState<Result, Reason> =
  | { step: 'idle' }
  | { step: 'checking'; name: string }
  | { step: 'refused'; name: string; reason: Reason }
  /** `percent` is undefined while the browser cannot tell the total. */
  | { step: 'uploading'; name: string; percent: number | undefined }
  /** Every byte is sent; the server is reading the file. */
  | { step: 'processing'; name: string }
  | { step: 'done'; result: Result }
  | { step: 'failed'; name: string; error: unknown }
  | { step: 'cancelled'; name: string };

export type FileCheck<Checked, Reason> = { ok: true; checked: Checked } | { ok: false; reason: Reason };

interface CheckedUploadOptions<Checked, Result, Reason> {
  check: (file: File) => Promise<FileCheck<Checked, Reason>>;
  upload: (file: File, checked: Checked, signal: AbortSignal, onProgress: (progress: UploadProgress) => void) => Promise<Result>;
  /** Runs before the upload says it is done (the lists read again). */
  afterUpload?: (result: Result) => Promise<unknown> | void;
}

export function useCheckedUpload<Checked, Result, Reason>(options: CheckedUploadOptions<Checked, Result, Reason>) {
  const [state, setState] = useState<CheckedUploadState<Result, Reason>>({ step: 'idle' });
  // The screen's latest callbacks, so `send` stays the same function from render to render.
  const latest = useRef(options);
  latest.current = options;
  const lastFile = useRef<File | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (file: File) => {
    lastFile.current = file;
    const name = file.name;
    setState({ step: 'checking', name });
    const check = await latest.current.check(file);
    if (!check.ok) {
      setState({ step: 'refused', name, reason: check.reason });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'uploading', name, percent: 0 });
    try {
      const result = await latest.current.upload(file, check.checked, abort.signal, ({ loaded, total }) => {
        if (abort.signal.aborted) return;
        const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
        setState(total !== undefined && loaded >= total ? { step: 'processing', name } : { step: 'uploading', name, percent });
      });
      await latest.current.afterUpload?.(result);
      setState({ step: 'done', result });
    } catch (error) {
      setState(isCancellation(error) || abort.signal.aborted ? { step: 'cancelled', name } : { step: 'failed', name, error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const retry = useCallback(() => {
    if (lastFile.current) void send(lastFile.current);
  }, [send]);
  const busy = state.step === 'checking' || state.step === 'uploading' || state.step === 'processing';
  return { state, busy, send, cancel, retry };
}
