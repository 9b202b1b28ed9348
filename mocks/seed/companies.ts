/** Companies of one country: brand, legal data, benefits, culture, album, IPO. */
import { configCatalog } from './config/catalog';
import { fillPattern, type CountryProfile, companyIdBase } from './country-profiles';
import {
  BRAND_SURNAMES, COINED_HEADS, COINED_TAILS, PLACE_WORDS, SECTOR_WORDS, WEB3_HEADS, WEB3_KINDS, WEB3_TAILS,
} from './name-pools';
import type { NameSource } from './people-names';
import type { Rng } from './rng';
import {
  DAY_MS, SEED_REFERENCE_NOW, byId, dateAt, escapeHtml, formatAmount, kebab, locationsOf, optionOf, pickLocation, roundNice,
} from './seed-helpers';
import type { ConfigOption, SeedCompany, SocialMediaType } from './types';

const WEB3_INDUSTRY_ID = 20;
const LISTED_STAGE_ID = 7;
const industries = byId(configCatalog.industry_lists);
const sizes = byId(configCatalog.company_sizes);
const stages = byId(configCatalog.company_financing_stage_lists);

/** Industries a country has more of (ids repeated = more weight). */
const INDUSTRY_BIAS: Partial<Record<string, readonly number[]>> = {
  ph: [19, 19, 19, 19, 3, 3, 2, 6, 11, 12, 14],
  sg: [1, 1, 2, 2, 12, 12, 7, 21],
  jp: [5, 5, 1, 6, 15],
  my: [5, 1, 2, 19],
  id: [7, 7, 1, 2, 14],
  hk: [2, 2, 11, 13, 21],
  tw: [5, 5, 1, 1],
  us: [1, 1, 8, 2, 21],
  gb: [2, 21, 1, 16],
  ng: [2, 15, 17],
  sa: [17, 17, 10, 10],
  ae: [11, 13, 13, 12],
  lk: [19, 13, 1],
  com: [1, 1, 7, 21],
};

const SIZE_WEIGHTS: readonly (readonly [number, number])[] = [[1, 1], [2, 2], [3, 3], [4, 3], [5, 2], [6, 2], [7, 1.5]];
const SOCIAL: readonly SocialMediaType[] = ['linkedin', 'facebook', 'instagram', 'x', 'youtube', 'tiktok'];
const SOCIAL_HOST: Record<SocialMediaType, string> = {
  linkedin: 'https://www.linkedin.com/company/', facebook: 'https://www.facebook.com/', instagram: 'https://www.instagram.com/',
  x: 'https://x.com/', youtube: 'https://www.youtube.com/@', tiktok: 'https://www.tiktok.com/@',
};
const ALBUM_CAPTIONS = ['Our office', 'Team outing', 'Town hall', 'Year-end party', 'Pantry and lounge', 'Volunteer day', 'Product launch', 'Training session'];

function pickIndustry(rng: Rng, profile: CountryProfile): number {
  const bias = INDUSTRY_BIAS[profile.key] ?? [];
  if (bias.length > 0 && rng.chance(0.55)) return rng.pick(bias);
  return rng.pick(configCatalog.industry_lists.filter((o) => o.id !== WEB3_INDUSTRY_ID && o.id !== 18)).id;
}

function brandName(rng: Rng, profile: CountryProfile, names: NameSource, industryId: number, web3: boolean): string {
  if (web3) return `${rng.pick(WEB3_HEADS)}${rng.pick(WEB3_TAILS)} ${rng.pick(WEB3_KINDS)}`;
  const sector = rng.pick(SECTOR_WORDS[industryId] ?? ['Group']);
  const style = rng.int(0, 2);
  if (style === 0) {
    const surnames = BRAND_SURNAMES[profile.key];
    return `${surnames ? rng.pick(surnames) : names.lastName()} ${sector}`;
  }
  if (style === 1) return `${rng.pick(PLACE_WORDS[profile.key])} ${sector}`;
  return `${rng.pick(COINED_HEADS)}${rng.pick(COINED_TAILS)} ${sector}`;
}

function financingStage(rng: Rng, sizeId: number, listed: boolean): number {
  if (listed) return LISTED_STAGE_ID;
  if (sizeId <= 2) return rng.pick([2, 2, 3, 1]);
  if (sizeId <= 4) return rng.pick([1, 3, 4, 5]);
  return rng.pick([1, 1, 5, 6]);
}

function ticker(rng: Rng, profile: CountryProfile, name: string): string {
  if (profile.numericTicker) return String(rng.int(1000, 9899));
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  return (letters.slice(0, 2) + (letters[rng.int(2, Math.max(2, letters.length - 1))] ?? 'X')).slice(0, 4);
}

export interface CompanyOptions {
  /** Forced industry of the first companies (fixtures), in order. */
  forcedIndustries?: readonly number[];
  web3Count: number;
}

export function generateCompanies(
  rng: Rng,
  profile: CountryProfile,
  names: NameSource,
  streets: readonly string[],
  options: CompanyOptions,
): SeedCompany[] {
  const locations = locationsOf(profile.key);
  const used = new Set<string>();
  const companies: SeedCompany[] = [];
  for (let i = 0; i < profile.companies; i += 1) {
    const id = companyIdBase(profile) + i + 1;
    const web3 = i >= profile.companies - options.web3Count;
    const industryId = web3 ? WEB3_INDUSTRY_ID : options.forcedIndustries?.[i] ?? pickIndustry(rng, profile);
    let brand = brandName(rng, profile, names, industryId, web3);
    for (let tries = 0; used.has(brand) && tries < 20; tries += 1) brand = brandName(rng, profile, names, industryId, web3);
    if (used.has(brand)) brand = `${brand} ${profile.name}`;
    used.add(brand);
    const sizeId = i === 0 ? 6 : rng.weighted(SIZE_WEIGHTS);
    const listed = !web3 && sizeId >= 5 && rng.chance(0.35);
    const stageId = financingStage(rng, sizeId, listed);
    const location = i === 0 ? locations[0] ?? pickLocation(rng, locations) : pickLocation(rng, locations);
    const industry = optionOf(industries, industryId);
    const founded = SEED_REFERENCE_NOW - rng.int(2, web3 ? 9 : 70) * 365 * DAY_MS - rng.int(0, 364) * DAY_MS;
    const slugBase = kebab(brand);
    const domain = `${slugBase}-${profile.domainTag}.example`;
    const capital = roundNice(profile.capital * rng.float(0.2, 5) * (sizeId / 3));
    const benefits = rng.sample(configCatalog.company_benefit_lists, rng.int(3, 7)).sort((a, b) => a.id - b.id);
    const culture: ConfigOption[] = rng.sample(configCatalog.company_culture_lists, rng.int(2, 5)).sort((a, b) => a.id - b.id);
    const socials = rng.sample(SOCIAL, rng.int(1, 4));
    const legalName = `${brand} ${rng.pick(profile.legalSuffixes)}`;
    const address = `${rng.int(1, 250)} ${rng.pick(streets)}, ${location.value}, ${profile.name}`;
    const size = optionOf(sizes, sizeId);
    companies.push({
      id,
      slug: `${slugBase}-${id}`,
      name: brand,
      logo: `/mock-assets/company/${id}/logo.png`,
      industry_id: industryId,
      industry: industry.value,
      company_size_id: sizeId,
      company_size: size.value,
      financing_stage_id: stageId,
      financing_stage: optionOf(stages, stageId).value,
      is_verified: i === 0 || rng.chance(0.75),
      country_key: profile.key,
      location_value: location.value,
      job_count: 0,
      remote_job_count: 0,
      benefits,
      legal_name: legalName,
      cover_image: `/mock-assets/company/${id}/cover.jpg`,
      description_html:
        `<p><strong>${escapeHtml(brand)}</strong> is a ${escapeHtml(industry.value.toLowerCase())} company headquartered in ` +
        `${escapeHtml(location.value)}, ${escapeHtml(profile.name)}, with ${escapeHtml(size.value.toLowerCase())}.</p>` +
        `<p>Our culture: ${culture.map((c) => escapeHtml(c.value)).join(', ')}.</p>` +
        `<ul>${benefits.slice(0, 4).map((b) => `<li>${escapeHtml(b.value)}</li>`).join('')}</ul>`,
      founded_date: rng.chance(0.95) ? dateAt(founded) : null,
      ceo: rng.chance(0.9) ? names.fullName() : null,
      registered_capital: rng.chance(0.85) ? formatAmount(profile.currency, capital) : null,
      paid_up_capital: rng.chance(0.7) ? formatAmount(profile.currency, roundNice(capital * rng.float(0.25, 1))) : null,
      tax_number: rng.chance(0.9) ? fillPattern(profile.taxFormat, () => rng.next()) : null,
      registration_number: rng.chance(0.9) ? fillPattern(profile.registrationFormat, () => rng.next()) : null,
      ipo: listed
        ? { exchange: rng.pick(profile.exchanges), ticker: ticker(rng, profile, brand), listed_on: dateAt(Math.min(founded + rng.int(3, 15) * 365 * DAY_MS, SEED_REFERENCE_NOW - 90 * DAY_MS)) }
        : null,
      listing_status: listed ? 'listed' : 'unlisted',
      website: rng.chance(0.95) ? `https://www.${domain}` : null,
      social_media: socials.map((type) => ({ type, url: `${SOCIAL_HOST[type]}${slugBase}` })),
      culture,
      album: Array.from({ length: rng.int(3, 6) }, (_, n) => ({
        id: id * 10 + n + 1,
        url: `/mock-assets/company/${id}/album-${n + 1}.jpg`,
        caption: rng.pick(ALBUM_CAPTIONS),
      })),
      address,
      hr_count: 0,
      domain,
      is_web3: web3,
      location_id: location.id,
      search_text: `${brand} ${legalName} ${industry.value}`.toLowerCase(),
    });
  }
  return companies;
}
