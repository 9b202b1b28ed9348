/**
 * The AI career summary as it is written (G07, `stream: true`): the text grows with each chunk, Stop
 * cancels the rest of the stream, and the last chunk brings the whole text and the credits left today.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiCareerSummaryRewriteType } from '@sdk/generated/jobseeker/hooks';
import { ErrorCode, isApiError } from '@sdk/api-error';
import { readEvents } from '@sdk/stream';
import { careerSummaryStreamUrl } from '../profile-queries';

interface SummaryChunk {
  delta: string;
  done: boolean;
  summary?: string;
  remaining_queries?: number;
}

export type StreamPhase = 'idle' | 'writing' | 'done' | 'stopped' | 'failed';

export interface WriteRequest {
  jobPreferenceId: number;
  /** A rewrite of `text` in this way; a fresh summary when left out. */
  rewriteType?: AiCareerSummaryRewriteType;
  text?: string;
}

export function useSummaryStream() {
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<StreamPhase>('idle');
  const [error, setError] = useState<unknown>(null);
  const [creditsLeft, setCreditsLeft] = useState<number | null>(null);
  const [rewriteType, setRewriteType] = useState<AiCareerSummaryRewriteType | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const write = useCallback(async ({ jobPreferenceId, rewriteType: type, text: source }: WriteRequest) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setText('');
    setError(null);
    setPhase('writing');
    setRewriteType(type ?? null);
    const body = type
      ? { job_preference_id: jobPreferenceId, rewrite_type: type, ...(source ? { summary: source } : {}), stream: true }
      : { job_preference_id: jobPreferenceId, stream: true };
    try {
      const url = careerSummaryStreamUrl(type);
      for await (const chunk of readEvents<SummaryChunk>(url, { method: type ? 'PUT' : 'POST', body: JSON.stringify(body), signal: abort.signal })) {
        // Leaving the loop cancels the rest of the stream, whether or not the transport honours the signal.
        if (abort.signal.aborted) break;
        if (chunk.done) {
          if (chunk.summary !== undefined) setText(chunk.summary);
          if (chunk.remaining_queries !== undefined) setCreditsLeft(chunk.remaining_queries);
        } else {
          setText((written) => written + chunk.delta);
        }
      }
      if (!abort.signal.aborted) setPhase('done');
    } catch (failure) {
      if (abort.signal.aborted) return;
      setError(failure);
      if (isApiError(failure, ErrorCode.AicvQueryLimit)) setCreditsLeft(0);
      setPhase('failed');
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setPhase('stopped');
  }, []);

  return { text, phase, error, creditsLeft, rewriteType, write, stop };
}
