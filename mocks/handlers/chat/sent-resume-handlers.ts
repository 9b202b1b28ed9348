/** The record of resumes the job seeker sent in chat: which file and version went to which recruiter, and when. */
import { listSentResumesQueryParams } from '../../../sdk/generated/chat/zod';
import { defineOperation } from '../../http/define-operation';
import { pageOf } from '../../http/paging';
import { ok } from '../../http/reply';
import { sentResumesOf } from '../../state/chats';
import { chatPartiesOf } from './chat-context';

export function sentResumeHandlers() {
  return [
    defineOperation('listSentResumes', {
      access: 'user',
      query: listSentResumesQueryParams,
      handle: async (input) => {
        const { items, ...paging } = pageOf(await sentResumesOf(input.user.id), input.query.page, input.query.size, ({ conversation, message, resume }) => {
          const { recruiter, job } = chatPartiesOf(input, conversation);
          return {
            message_id: message.id,
            chat_id: conversation.id,
            resume_id: resume.resume_id,
            filename: resume.filename,
            resume_updated_at: resume.resume_updated_at ?? null,
            recruiter_name: recruiter.full_name,
            company_name: recruiter.company_name,
            job_title: job.title,
            sent_at: message.created_at,
            read_by_recruiter: message.status === 'read',
          };
        });
        return ok({ ...paging, sent_resumes: items });
      },
    }),
  ];
}
