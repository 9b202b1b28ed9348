/**
 * Record schemas of the mock database, derived from the generated reply schemas so a contract change
 * reaches the records at compile time. Records are flat: what the reply repeats from another record
 * (company name and logo, recruiter, labels in the request language) is kept once, by id, and joined
 * when a handler answers (see ../handlers/projections.ts).
 */
import { z } from 'zod';
import { getCompanyResponse } from '../../sdk/generated/company/zod';
import { getJobResponse } from '../../sdk/generated/job/zod';

const jobDetail = getJobResponse.shape.data;
const jobSummaryPart = jobDetail.def.left;
const jobDetailPart = jobDetail.def.right;

/**
 * A job: JobDetail without the fields joined at reply time (company_* copies, recruiter, labels,
 * benefits and categories as options, the embedded company), plus the references they come from.
 */
export const jobRecordSchema = jobSummaryPart
  .omit({
    company_name: true,
    company_logo: true,
    company_industry: true,
    company_size: true,
    is_company_verified: true,
    location_value: true,
    job_type_value: true,
    xp_lvl_value: true,
    degree_value: true,
    benefits: true,
    recruiter: true,
  })
  .extend(jobDetailPart.omit({ job_categories: true, company: true, response_rate: true }).shape)
  .extend({
    recruiter_id: z.number(),
    /** Ids in `job_benefit_lists`. */
    benefit_ids: z.array(z.number()),
  });

export type JobRecord = z.output<typeof jobRecordSchema>;

const companyDetail = getCompanyResponse.shape.data;

/** The seed keeps site-relative asset paths ("/mock-assets/..."); replies resolve them against the request's origin. */
const assetPath = z.string().regex(/^(\/|https?:\/\/)/);
const albumItem = companyDetail.def.right.shape.album.element.extend({ url: assetPath });

/** A company: CompanyDetail without the job counts (computed from open jobs) plus its location id. */
export const companyRecordSchema = companyDetail.def.left
  .omit({ job_count: true, remote_job_count: true })
  .extend(companyDetail.def.right.shape)
  .extend({
    logo: assetPath,
    cover_image: assetPath,
    album: z.array(albumItem),
    /** Id in the country's `location_lists[].locations`. */
    location_id: z.number(),
  });

export type CompanyRecord = z.output<typeof companyRecordSchema>;
