/** Organization JSON-LD for company pages, built from seeded companies as the company detail reply carries them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { configCatalog } from '@mocks/seed/config/catalog';
import { SEED_FIXTURES } from '@mocks/seed/fixtures';
import { generateSeed } from '@mocks/seed/generate';
import type { SeedCompany } from '@mocks/seed/types';
import { organizationJsonLd } from '@web/lib/seo/organization';
import type { SeoSite } from '@web/lib/seo/site';

const site: SeoSite = { origin: 'https://jobchat.ph/', country: 'ph', language: 'en-us' };

let companies: SeedCompany[];
const company = (id: number): SeedCompany => {
  const found = companies.find((c) => c.id === id);
  if (!found) throw new Error(`seeded company ${id} missing`);
  return found;
};

beforeAll(() => {
  companies = generateSeed({ jobsPerCountry: 1 }).companies;
}, 60_000);

describe('organizationJsonLd', () => {
  it('names the company, links its page and logo, and gives its description as text', () => {
    const c = company(SEED_FIXTURES.phCompanyId);
    const data = organizationJsonLd(c, site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: c.name,
      url: `https://jobchat.ph/company/${c.slug}`,
      logo: `https://jobchat.ph${c.logo}`,
      address: { '@type': 'PostalAddress', streetAddress: c.address, addressLocality: c.location_value, addressCountry: 'PH' },
    });
    expect(String(data.description).length).toBeGreaterThan(20);
    expect(String(data.description)).not.toMatch(/<[a-z/]/i);
  });

  it('links the language being viewed', () => {
    const c = company(SEED_FIXTURES.phCompanyId);
    expect(organizationJsonLd(c, { ...site, language: 'tr' }).url).toBe(`https://jobchat.ph/tr/company/${c.slug}`);
  });

  it('gives the head count of each company size as a range, open-ended above 5000', () => {
    const c = company(SEED_FIXTURES.phCompanyId);
    const ranges = configCatalog.company_sizes.map((size) => organizationJsonLd({ ...c, company_size_id: size.id }, site).numberOfEmployees);
    expect(ranges).toEqual([
      { '@type': 'QuantitativeValue', minValue: 1, maxValue: 10 },
      { '@type': 'QuantitativeValue', minValue: 11, maxValue: 50 },
      { '@type': 'QuantitativeValue', minValue: 51, maxValue: 200 },
      { '@type': 'QuantitativeValue', minValue: 201, maxValue: 500 },
      { '@type': 'QuantitativeValue', minValue: 501, maxValue: 1000 },
      { '@type': 'QuantitativeValue', minValue: 1001, maxValue: 5000 },
      { '@type': 'QuantitativeValue', minValue: 5001 },
    ]);
    expect(organizationJsonLd({ ...c, company_size_id: 0 }, site)).not.toHaveProperty('numberOfEmployees');
  });

  it('lists the website and social profiles as sameAs when known, and nothing unsafe', () => {
    const withSite = companies.find((c) => c.country_key === 'ph' && c.website && c.social_media.length > 0);
    expect(withSite).toBeDefined();
    expect(organizationJsonLd(withSite!, site).sameAs).toEqual([
      new URL(withSite!.website!).href,
      ...withSite!.social_media.map((s) => s.url),
    ]);
    const bare = { ...withSite!, website: 'javascript:alert(1)', social_media: [{ url: 'www.acme.example' }] };
    expect(organizationJsonLd(bare, site)).not.toHaveProperty('sameAs');
  });

  it('leaves out what the company has not told', () => {
    const c = { ...company(SEED_FIXTURES.phCompanyId), description_html: '', address: '', location_value: '', founded_date: null, website: null, social_media: [] };
    const data = organizationJsonLd(c, site);
    for (const key of ['description', 'address', 'foundingDate', 'sameAs']) expect(data, key).not.toHaveProperty(key);
  });
});
