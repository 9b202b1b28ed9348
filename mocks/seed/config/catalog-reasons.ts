/** Report and chat-report reasons. report_job_reasons are exactly the ten of spec section 3. */
import { toReasons } from './catalog-helpers';
import type { ReasonOption } from './types';

export const reportJobReasons: ReasonOption[] = toReasons([
  [1, 'scam_phishing_malware', 'Scam, phishing or malware', 'spam',
    'The job asks for payment or bank details, or links to phishing or malicious software.'],
  [2, 'promotional_spam', 'Promotional or spam', 'spam',
    'The post advertises a product or service, or is repeated spam rather than a real job.'],
  [3, 'discriminatory', 'Discriminatory', 'discrimination',
    'The job excludes people because of age, gender, race, religion, disability or similar traits.'],
  [4, 'offensive_harassing', 'Offensive or harassing', 'discrimination',
    'The post contains insulting, abusive or harassing content.'],
  [5, 'extreme_violence_terrorism', 'Extreme violence or terrorism', 'discrimination',
    'The post promotes violence, terrorism or extremist groups.'],
  [6, 'job_closed', 'Job is closed', 'broken',
    'The position has been filled or no longer accepts applications.'],
  [7, 'incorrect_company', 'Incorrect company', 'broken',
    'The job is listed under the wrong company.'],
  [8, 'incorrect_location', 'Incorrect location', 'broken',
    'The job location shown is wrong.'],
  [9, 'incorrect_formatting', 'Incorrect formatting', 'broken',
    'The job description is badly formatted or hard to read.'],
  [10, 'not_belong_on_platform', 'Job does not belong on the platform', 'broken',
    'This is not a genuine job opening, for example a pyramid scheme or a course sale.'],
]);

export const reportTalentReasons: ReasonOption[] = toReasons([
  [1, 'fake_profile', 'Fake profile', 'spam', 'The profile uses false or stolen information.'],
  [2, 'spam_advertising', 'Spam or advertising', 'spam', 'The candidate sends advertisements or repeated messages.'],
  [3, 'harassment', 'Harassment', 'abuse', 'The candidate is rude, threatening or harassing.'],
  [4, 'inappropriate_content', 'Inappropriate content', 'abuse', 'The profile or messages contain inappropriate content.'],
  [5, 'no_show', 'Did not attend the interview', 'misconduct', 'The candidate missed an interview without notice.'],
  [6, 'other', 'Other', 'other', 'Another problem not listed here.'],
]);

export const reportInterviewReasons: ReasonOption[] = toReasons([
  [1, 'interviewer_no_show', 'Interviewer did not show up', 'misconduct', 'Nobody from the company attended the interview.'],
  [2, 'job_mismatch', 'Job differs from the description', 'misleading', 'The role discussed differs from the job post.'],
  [3, 'asked_for_money', 'Asked to pay fees', 'spam', 'I was asked to pay money or buy something.'],
  [4, 'unprofessional_behaviour', 'Unprofessional behaviour', 'abuse', 'The interviewer was rude, discriminatory or inappropriate.'],
  [5, 'other', 'Other', 'other', 'Another problem not listed here.'],
]);

export const reportRecruiterReasons: ReasonOption[] = toReasons([
  [1, 'fake_recruiter', 'Fake recruiter or company', 'spam', 'The recruiter or the company does not seem to be real.'],
  [2, 'asked_for_money', 'Asked for money or a deposit', 'spam', 'The recruiter asked me to pay fees or a deposit.'],
  [3, 'harassment', 'Harassment', 'abuse', 'The recruiter is rude, threatening or harassing.'],
  [4, 'misleading_information', 'Misleading job information', 'misleading', 'The salary, role or location differs from what was posted.'],
  [5, 'personal_information', 'Asked for sensitive personal information', 'spam', 'The recruiter asked for passwords, bank or identity documents.'],
  [6, 'other', 'Other', 'other', 'Another problem not listed here.'],
]);

export const chatReportLists: ReasonOption[] = toReasons([
  [1, 'harassment_abuse', 'Harassment or Abuse', 'chat', 'The person is rude, threatening or abusive in the chat.'],
  [2, 'spam_advertising', 'Spam or Advertising', 'chat', 'The chat is used to advertise or send unrelated messages.'],
  [3, 'fake_job_scam', 'Fake Job or Scam', 'chat', 'The job or the recruiter does not seem to be real.'],
  [4, 'inappropriate_content', 'Inappropriate Content', 'chat', 'The chat contains offensive or sexual content.'],
  [5, 'asking_for_money', 'Asking for Money', 'chat', 'The person asks for a fee, a deposit or bank details.'],
  [6, 'other', 'Other', 'chat', 'Another problem not listed above.'],
]);
