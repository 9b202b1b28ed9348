/**
 * G07 AI career summary: generateCareerSummary (POST), rewriteCareerSummary (PUT), updateCareerSummary
 * (PATCH). With `stream: true` the text arrives as server-sent events, a few words per `data:` chunk.
 */
import { ErrorCode } from '../../../sdk/generated/error-codes';
import { HttpResponse } from 'msw';
import { generateCareerSummaryBody, rewriteCareerSummaryBody, updateCareerSummaryBody } from '../../../sdk/generated/jobseeker/zod';
import { mockNow, mockNowIso } from '../../db/mock-clock';
import { operation } from '../../http/operation';
import { fail, ok } from '../../http/reply';
import { requireUser } from '../../state/accounts';
import {
  countQuery, keepSummary, latestSummary, queriesLeft, rememberWritten, rewriteSummary, writeSummary, type RewriteType,
} from '../../state/ai-career-summary';
import { validateBody } from '../validate-request';

const WORDS_PER_CHUNK = 4;
/** The pause between two events, as a model writing: each event is its own chunk on the wire. */
export const STREAM_EVENT_GAP_MS = 15;

/**
 * The summary as server-sent events, written one by one as the text is "generated": deltas of a few
 * words, then a last event with the whole text. A consumer that stops reading cancels the rest.
 */
export function summaryEventStream(summary: string, remainingQueries: number): Response {
  const words = summary.split(' ');
  const events: unknown[] = [];
  for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
    const isLast = start + WORDS_PER_CHUNK >= words.length;
    events.push({ delta: words.slice(start, start + WORDS_PER_CHUNK).join(' ') + (isLast ? '' : ' '), done: false });
  }
  events.push({ delta: '', done: true, summary, remaining_queries: remainingQueries });
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, STREAM_EVENT_GAP_MS));
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(events[next])}\n\n`));
      next += 1;
      if (next === events.length) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
}

/** Counts the query, remembers the text and answers JSON or a stream. */
async function reply(userId: number, jobPreferenceId: number, summary: string, rewriteType: RewriteType | null, stream: boolean): Promise<Response> {
  await countQuery(userId, mockNow());
  await rememberWritten(userId, jobPreferenceId, summary);
  const remaining = await queriesLeft(userId, mockNow());
  if (stream) return summaryEventStream(summary, remaining);
  return ok({ job_preference_id: jobPreferenceId, summary, rewrite_type: rewriteType, remaining_queries: remaining, generated_at: mockNowIso() });
}

export function careerSummaryHandlers() {
  return [
    operation('generateCareerSummary', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, generateCareerSummaryBody);
      if (!body.ok) return body.response;
      if ((await queriesLeft(auth.user.id, mockNow())) === 0) return fail(ErrorCode.AicvQueryLimit);
      return reply(auth.user.id, body.data.job_preference_id, writeSummary(auth.user.first_name), null, body.data.stream ?? false);
    }),
    operation('rewriteCareerSummary', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, rewriteCareerSummaryBody);
      if (!body.ok) return body.response;
      if ((await queriesLeft(auth.user.id, mockNow())) === 0) return fail(ErrorCode.AicvQueryLimit);
      const source = body.data.summary ?? (await latestSummary(auth.user.id, body.data.job_preference_id)) ?? writeSummary(auth.user.first_name);
      const rewritten = rewriteSummary(source, body.data.rewrite_type);
      return reply(auth.user.id, body.data.job_preference_id, rewritten, body.data.rewrite_type, body.data.stream ?? false);
    }),
    operation('updateCareerSummary', async ({ request }) => {
      const auth = await requireUser(request);
      if ('response' in auth) return auth.response;
      const body = await validateBody(request, updateCareerSummaryBody);
      if (!body.ok) return body.response;
      const kept = await keepSummary({
        user_id: auth.user.id, job_preference_id: body.data.job_preference_id, summary: body.data.summary,
        rewrite_type: body.data.rewrite_type ?? null, updated_at: mockNowIso(),
      });
      return ok({ job_preference_id: kept.job_preference_id, summary: kept.summary, updated_at: kept.updated_at });
    }),
  ];
}
