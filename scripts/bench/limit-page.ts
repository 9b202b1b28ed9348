/**
 * "The limit": a static HTML page of 30 job cards with inline CSS and no JavaScript, built from the seeded
 * jobs with the app's job-card markup, styles and English wording, and served by a tiny local server.
 * No page of the app can beat it on the same machine, so every figure is read beside it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedJob } from '../../mocks/seed/types';
import { formatSalary } from '../../web/src/lib/format-salary';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Catalog = { [key: string]: string | Catalog };

const catalog = JSON.parse(readFileSync(path.join(root, 'web/src/i18n/locales/en-us/common.json'), 'utf8')) as Catalog;

function t(key: string, values: Record<string, string | number> = {}): string {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no English text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's job-card rules (web/src/app/styles/global.css) with the design tokens written out. */
const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#121212;background:#f5f7fb;line-height:1.5}
body{margin:0}
header{background:#1a66cc;color:#fff;padding:12px 16px;font-weight:700}
main{max-inline-size:1200px;margin-inline:auto;padding:16px}
h1{font-size:1.5rem;margin-block:0 16px}
.job-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.job-card{background:#fff;border:1px solid #e3e6eb;border-radius:8px;padding:16px;display:grid;gap:8px}
.job-card__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.job-card__title{font-size:1.05rem;margin:0}
.job-card__title a{color:#121212;text-decoration:none}
.job-card__salary{color:#1a66cc;font-weight:600;margin:0}
.job-card__salary-type{color:#5b6573;font-weight:400}
.job-card__tags{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px;color:#5b6573;font-size:.875rem}
.job-card__tags li{background:#f5f7fb;padding-inline:8px;border-radius:4px}
.job-card__company,.job-card__recruiter{display:flex;align-items:center;gap:8px;margin:0;font-size:.9rem;color:#5b6573}
.job-card__logo{border-radius:4px;object-fit:cover;background:#f5f7fb}
.badge{display:inline-block;font-size:.75rem;padding-inline:8px;border-radius:4px}
.badge--urgent{background:#fdecea;color:#c62828}
.badge--verified{background:#e8f5e9;color:#2e7d32}
`;

function card(job: SeedJob, assetsOrigin: string): string {
  const salary = formatSalary(job.salary, 'en-US');
  const amount = salary.amount
    ? `${escape(salary.amount)}<span class="job-card__salary-type"> · ${escape(t(salary.typeKey))}</span>`
    : escape(t(salary.typeKey));
  const logo = new URL(job.company_logo, assetsOrigin).href;
  const activity = t(`recruiterActivity.${job.recruiter.activity_label}`, { minutes: job.recruiter.replied_minutes_ago ?? 0 });
  return `<li><article class="job-card" aria-labelledby="job-${job.id}">
<div class="job-card__head"><h3 id="job-${job.id}" class="job-card__title" dir="auto"><a href="/job/${encodeURIComponent(job.slug)}">${escape(job.title)}</a></h3>${
    job.is_urgent ? `<span class="badge badge--urgent">${escape(t('job.urgent'))}</span>` : ''
  }</div>
<p class="job-card__salary">${amount}</p>
<ul class="job-card__tags" aria-label="${escape(t('job.tags'))}"><li dir="auto">${escape(job.location_value)}</li><li>${escape(
    t(`workArrangement.${job.work_arrangement}`),
  )}</li><li>${escape(job.job_type_value)}</li><li>${escape(job.xp_lvl_value)}</li></ul>
<p class="job-card__company"><img class="job-card__logo" src="${escape(logo)}" alt="" width="32" height="32" loading="lazy"><span dir="auto">${escape(job.company_name)}</span>${
    job.is_company_verified ? `<span class="badge badge--verified">${escape(t('company.verified'))}</span>` : ''
  }</p>
<p class="job-card__recruiter"><span dir="auto">${escape(job.recruiter.full_name)}</span> · ${escape(activity)}</p>
</article></li>`;
}

/** The whole page; logos come from the same assets host the app's cards use. */
export function limitPageHtml(jobs: readonly SeedJob[], assetsOrigin: string): string {
  return `<!doctype html>
<html lang="en-US" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jobs in the Philippines | Jobchat</title><meta name="description" content="The newest open jobs in the Philippines.">
<style>${STYLE}</style></head>
<body><header>Jobchat</header><main><h1>Jobs in the Philippines</h1>
<ul class="job-list">${jobs.map((job) => card(job, assetsOrigin)).join('\n')}</ul></main></body></html>`;
}

export interface LimitPageServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `html` at / on a free local port. */
export async function startLimitPageServer(html: string): Promise<LimitPageServer> {
  const body = Buffer.from(html);
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
