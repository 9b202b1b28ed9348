/** Jobs of one country. Ids are `order * 100000 + index + 1`, so fixtures can pin indices (see fixtures.ts). */
import { jobIdBase, type CountryProfile } from './country-profiles';
import {
  arrangements, categories, degrees, jobTypes, pickArrangement, pickBenefits, pickCategoryIds, pickDegree, pickJobType,
  pickStatus, pickXpLevel, remoteDetails, xpLevels,
} from './job-attributes';
import { UNSAFE_SNIPPETS, descriptionHtml, requirementsHtml, screeningQuestions, type JobTextInput } from './job-text';
import type { Rng } from './rng';
import { makeSalary } from './salary';
import {
  DAY_MS, SEED_REFERENCE_NOW, coordinatesNear, isoAt, kebab, locationsOf, optionOf, pickLocation,
} from './seed-helpers';
import { skillValuesFor } from './skills';
import { decorateTitle, functionIdsOf, pickFunctionTitle, pickWeb3Title, titleByName } from './titles';
import type { FunctionTitle } from './config/types';
import type {
  CompanySummary, JobStatus, Recruiter, SalaryTypeKey, SeedCompany, SeedJob, SeedRecruiter, WorkArrangementKey,
} from './types';

/** Forced attributes of one job (fixtures, sanitizer bait). */
export interface JobOverride {
  title?: readonly [title: string, functionTitle: string];
  companyIndex?: number;
  locationKey?: string;
  jobTypeKey?: string;
  xpLvlId?: number;
  status?: JobStatus;
  salaryType?: SalaryTypeKey;
  arrangement?: WorkArrangementKey;
  web3?: boolean;
  /** Index into UNSAFE_SNIPPETS, appended to the description. */
  unsafeSnippet?: number;
}

export interface CountryJobContext {
  rng: Rng;
  profile: CountryProfile;
  count: number;
  companies: readonly SeedCompany[];
  summaries: ReadonlyMap<number, CompanySummary>;
  recruitersByCompany: ReadonlyMap<number, readonly SeedRecruiter[]>;
  streets: readonly string[];
  overrides: ReadonlyMap<number, JobOverride>;
}

function toRecruiter(r: SeedRecruiter): Recruiter {
  return {
    id: r.id, full_name: r.full_name, avatar: r.avatar, job_title: r.job_title, activity_label: r.activity_label,
    replied_minutes_ago: r.replied_minutes_ago, response_rate: r.response_rate,
  };
}

type CompanyPool = readonly (readonly [SeedCompany, number])[];

/** Companies weighted by size (bigger companies post more), split into web3 and the rest. */
function companyPools(companies: readonly SeedCompany[]): { web3: CompanyPool; other: CompanyPool } {
  const weighted = (list: readonly SeedCompany[]): CompanyPool => list.map((c) => [c, c.company_size_id + 1] as const);
  const web3 = companies.filter((c) => c.is_web3);
  const other = companies.filter((c) => !c.is_web3);
  return { web3: weighted(web3.length > 0 ? web3 : companies), other: weighted(other.length > 0 ? other : companies) };
}

const slugCache = new Map<string, string>();

function slugBase(title: string): string {
  let slug = slugCache.get(title);
  if (slug === undefined) {
    slug = kebab(title);
    slugCache.set(title, slug);
  }
  return slug;
}

export function generateCountryJobs(ctx: CountryJobContext): SeedJob[] {
  const { rng, profile } = ctx;
  const locations = locationsOf(profile.key);
  const recruiterCache = new Map<number, Recruiter[]>();
  const pools = companyPools(ctx.companies);
  const jobs: SeedJob[] = [];
  for (let i = 0; i < ctx.count; i += 1) {
    const o = ctx.overrides.get(i) ?? {};
    const id = jobIdBase(profile) + i + 1;
    const web3 = o.web3 ?? rng.chance(0.05);
    const company = o.companyIndex !== undefined ? ctx.companies[o.companyIndex] ?? ctx.companies[0] : rng.weighted(web3 ? pools.web3 : pools.other);
    if (!company) throw new Error(`No companies for ${profile.key}`);
    const xpLvlId = o.xpLvlId ?? pickXpLevel(rng);
    const jobType = o.jobTypeKey ? [...jobTypes.values()].find((t) => t.key === o.jobTypeKey) ?? pickJobType(rng) : pickJobType(rng);
    let title: string;
    let functionTitle: FunctionTitle;
    if (o.title) {
      title = o.title[0];
      functionTitle = titleByName(o.title[1]);
    } else if (company.is_web3 && rng.chance(0.85)) {
      ({ title, functionTitle } = pickWeb3Title(rng));
    } else {
      functionTitle = pickFunctionTitle(rng, company.industry_id);
      title = decorateTitle(rng, functionTitle.value, xpLvlId, jobType.key);
    }
    const { jobFunctionId, mainFunctionId } = functionIdsOf(functionTitle.id);
    const degreeId = pickDegree(rng, mainFunctionId, xpLvlId);
    const categoryIds = pickCategoryIds(rng, jobFunctionId);
    const skillPool = skillValuesFor(jobFunctionId);
    const skills = rng.sample(skillPool, rng.int(3, 8));
    const benefits = pickBenefits(rng, profile);
    const arrangement = o.arrangement ?? pickArrangement(rng, jobFunctionId);
    const location = (o.locationKey ? locations.find((l) => l.key === o.locationKey) : undefined)
      ?? (rng.chance(0.6) ? locations.find((l) => l.id === company.location_id) : undefined)
      ?? pickLocation(rng, locations);
    const ageMs = 60 * DAY_MS * rng.next() ** 1.3;
    const publishedMs = SEED_REFERENCE_NOW - Math.max(ageMs, 3_600_000);
    const refreshedMs = rng.chance(0.55) ? publishedMs + rng.next() * (SEED_REFERENCE_NOW - publishedMs) : publishedMs;
    const status = o.status ?? pickStatus(rng);
    const closedAt = status === 'closed' ? isoAt(refreshedMs + rng.next() * (SEED_REFERENCE_NOW - refreshedMs)) : null;
    const { salary, monthlyMax } = makeSalary(rng, {
      profile, xpLvlId, jobTypeKey: jobType.key, ...(o.salaryType ? { forcedType: o.salaryType } : {}),
    });
    const xp = optionOf(xpLevels, xpLvlId);
    const degree = optionOf(degrees, degreeId);
    const text: JobTextInput = {
      title, companyName: company.name, locationValue: location.value, countryName: profile.name, mainFunctionId,
      skills, xpLvlValue: xp.value, degreeValue: degree.value, languages: profile.languages.slice(0, 1), arrangement,
    };
    let description = descriptionHtml(rng, text);
    if (o.unsafeSnippet !== undefined) description += UNSAFE_SNIPPETS[o.unsafeSnippet % UNSAFE_SNIPPETS.length] ?? '';
    let recruiters = recruiterCache.get(company.id);
    if (!recruiters) {
      recruiters = (ctx.recruitersByCompany.get(company.id) ?? []).map(toRecruiter);
      recruiterCache.set(company.id, recruiters);
    }
    const recruiter = rng.pick(recruiters);
    const [latitude, longitude] = coordinatesNear(rng, location, profile);
    const summary = ctx.summaries.get(company.id);
    if (!summary) throw new Error(`No summary for company ${company.id}`);
    const arrangementOption = arrangements.get(arrangement);
    jobs.push({
      id,
      slug: `${slugBase(title)}-${id}`,
      title,
      status,
      company_id: company.id,
      company_name: company.name,
      company_logo: company.logo,
      company_industry: company.industry,
      company_size: company.company_size,
      is_company_verified: company.is_verified,
      country_key: profile.key,
      location_id: location.id,
      location_value: location.value,
      salary,
      job_type_id: jobType.id,
      job_type_value: jobType.value,
      work_arrangement_id: arrangementOption?.id ?? 1,
      work_arrangement: arrangement,
      xp_lvl_id: xpLvlId,
      xp_lvl_value: xp.value,
      degree_id: degreeId,
      degree_value: degree.value,
      job_category_ids: categoryIds,
      industry_id: company.industry_id,
      main_function_id: mainFunctionId,
      job_function_id: jobFunctionId,
      function_job_title_id: functionTitle.id,
      skills,
      benefits,
      is_urgent: rng.chance(0.08),
      is_web3: company.is_web3,
      published_at: isoAt(publishedMs),
      refreshed_at: isoAt(refreshedMs),
      recruiter,
      description_html: description,
      requirements_html: requirementsHtml(rng, text),
      address: `${rng.int(1, 300)} ${rng.pick(ctx.streets)}, ${location.value}, ${profile.name}`,
      latitude,
      longitude,
      remote_details: arrangement === 'remote' ? remoteDetails(rng, profile) : null,
      job_categories: categoryIds.map((cid) => optionOf(categories, cid)),
      company: summary,
      screening_questions: rng.chance(0.2) ? screeningQuestions(rng, id, text, profile.currency) : [],
      external_apply_url: rng.chance(0.03) ? `https://careers.${company.domain}/jobs/${id}` : null,
      closed_at: closedAt,
      response_rate: recruiter.response_rate,
      recruiter_id: recruiter.id,
      search_text: `${title} ${company.name} ${functionTitle.value} ${skills.join(' ')} ${location.value}`.toLowerCase(),
      monthly_salary_max: monthlyMax,
    });
  }
  return jobs;
}
