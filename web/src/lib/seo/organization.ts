/** Organization structured data for a company page (https://schema.org/Organization), from the company detail reply. */
import type { CompanyDetail, CompanySocialMedia } from '@sdk/generated/company/hooks';
import { localHref } from '../local-href';
import { htmlToText } from './html-text';
import { jsonLdObject, type JsonLdObject } from './json-ld';
import { absoluteUrl, isoCountryCode, siteUrl, type SeoSite } from './site';

/** The reply fields the structured data reads (a CompanyDetail, or a seed record of the same shape). */
export type OrganizationSource = Pick<
  CompanyDetail,
  | 'slug' | 'name' | 'legal_name' | 'logo' | 'description_html' | 'address' | 'location_value' | 'country_key'
  | 'company_size_id' | 'founded_date' | 'website'
> & { social_media: readonly Pick<CompanySocialMedia, 'url'>[] };

/** `company_sizes` config list ids → head-count bounds (7 is "more than 5000", open-ended). */
const EMPLOYEE_RANGES: Readonly<Record<number, readonly [number, number | undefined]>> = {
  1: [1, 10],
  2: [11, 50],
  3: [51, 200],
  4: [201, 500],
  5: [501, 1000],
  6: [1001, 5000],
  7: [5001, undefined],
};

function numberOfEmployees(sizeId: number): JsonLdObject | undefined {
  const range = EMPLOYEE_RANGES[sizeId];
  if (!range) return undefined;
  return jsonLdObject({ '@type': 'QuantitativeValue', minValue: range[0], maxValue: range[1] });
}

function address(company: OrganizationSource, site: SeoSite): JsonLdObject | undefined {
  const country = isoCountryCode(company.country_key) ?? isoCountryCode(site.country);
  if (!company.address && !company.location_value) return undefined;
  return jsonLdObject({
    '@type': 'PostalAddress',
    streetAddress: company.address || undefined,
    addressLocality: company.location_value || undefined,
    addressCountry: country,
  });
}

/** An absolute http(s) address as given; anything else (no scheme, javascript:) is left out. */
function externalUrl(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The company's own site and its social profiles, without repeats. */
function sameAs(company: OrganizationSource): string[] | undefined {
  const urls = [company.website, ...company.social_media.map((s) => s.url)].map(externalUrl).filter((url): url is string => url !== undefined);
  const unique = [...new Set(urls)];
  return unique.length > 0 ? unique : undefined;
}

function isoDay(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

export function organizationJsonLd(company: OrganizationSource, site: SeoSite): JsonLdObject {
  return jsonLdObject({
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legal_name && company.legal_name !== company.name ? company.legal_name : undefined,
    url: siteUrl(site.origin, localHref(site.language, '/:lang?/company/:slug/:tab?', { slug: company.slug })),
    logo: absoluteUrl(site.origin, company.logo),
    description: htmlToText(company.description_html) || undefined,
    address: address(company, site),
    numberOfEmployees: numberOfEmployees(company.company_size_id),
    foundingDate: isoDay(company.founded_date),
    sameAs: sameAs(company),
  });
}
