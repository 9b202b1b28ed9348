/**
 * What a client that runs no JavaScript gets (link previews, crawlers): the page's content and head in
 * the HTML the server sends, and the right status. Then hydration: the browser takes the page over
 * without a mismatch, in every language and on a country site. Seeded ids are pinned: 200001 open,
 * 200037 closed, 200039 deleted (ph); 2001 is a ph company.
 */
import { LANGUAGES } from '../../web/src/lib/languages';
import { appPort, expect, gotoWithScenario, resetMocks, test } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

function alternates(html: string): string[] {
  return [...html.matchAll(/<link rel="alternate" href="[^"]*" hrefLang="([^"]+)"\/>/g)].map((match) => match[1]!);
}

test('a job page, without JavaScript: its content, a JobPosting with every required property, canonical and hreflang', async ({ request }) => {
  const reply = await request.get('/job/accountant-200001');
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toMatch(/<h1[^>]*>Accountant<\/h1>/);
  // The tab names the job, its company (the name the page shows under the title) and the brand.
  const company = /<p class="job-detail__company"><a [^>]*>([^<]+)<\/a><\/p>/.exec(html)?.[1];
  expect(company).toBeTruthy();
  expect(html).toContain(`<title>Accountant at ${company} | Jobchat</title>`);
  const [posting] = jsonLd(html);
  expect(posting).toMatchObject({ '@context': expect.stringMatching(/^https:\/\/schema\.org\/?$/), '@type': 'JobPosting', title: 'Accountant', directApply: expect.any(Boolean) });
  for (const property of ['description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'baseSalary']) expect(posting).toHaveProperty(property);
  expect(posting!.jobLocation ?? posting!.applicantLocationRequirements).toBeTruthy();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/job\/accountant-200001"\/>/);
  expect(alternates(html).sort()).toEqual([...LANGUAGES.map((language) => language.alias), 'x-default'].sort());
  expect(html).toContain(`<meta property="og:title" content="Accountant at ${company} | Jobchat"/>`);
});

test('search and company pages, without JavaScript: results and Organization data in the HTML', async ({ request }) => {
  const search = await (await request.get('/jobs-hiring/accountant-jobs')).text();
  expect(search).toMatch(/<h1[^>]*>Accountant jobs in the Philippines<\/h1>/);
  expect(search.match(/<article/g)?.length).toBeGreaterThanOrEqual(10);
  const company = await request.get('/company/sampaguita-audit-and-advisory-2001');
  expect(company.status()).toBe(200);
  const [organization] = jsonLd(await company.text());
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'Sampaguita Audit and Advisory' });
});

test('the area landing pages, without JavaScript: their jobs, page links, canonical and hreflang in the HTML', async ({ request }) => {
  const pages = [['/onsite-job', 'On-site and hybrid jobs'], ['/remote-jobs', 'Remote jobs'], ['/web3-jobs', 'Web3 jobs']] as const;
  for (const [path, heading] of pages) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(200);
    const html = await reply.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain(`<title>${heading} | Jobchat</title>`);
    const cards = html.match(/<article/g)?.length ?? 0;
    expect(cards, path).toBeGreaterThanOrEqual(10);
    expect(cards, path).toBeLessThanOrEqual(30);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"/>`));
    expect(alternates(html).sort(), path).toEqual([...LANGUAGES.map((language) => language.alias), 'x-default'].sort());
    expect(html, path).toContain(`href="${path}?page=2"`);
  }
  const second = await (await request.get('/remote-jobs?page=2')).text();
  expect(second).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);
  expect(second).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/remote-jobs\?page=2"\/>/);
});

test('the free resume-template page, without JavaScript and without signing in: its templates, canonical and hreflang', async ({ request }) => {
  const reply = await request.get('/resume-templates');
  expect(reply.status()).toBe(200);
  const html = await reply.text();
  expect(html).toMatch(/<h1[^>]*>Free resume templates<\/h1>/);
  expect(html).toContain('<title>Free resume templates | Jobchat</title>');
  expect(html.match(/<article/g)?.length).toBeGreaterThanOrEqual(4);
  expect(html).toContain(`href="/get-started?redirect=${encodeURIComponent('/manage-resume?template=1')}"`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/resume-templates"\/>/);
  expect(alternates(html).sort()).toEqual([...LANGUAGES.map((language) => language.alias), 'x-default'].sort());
});

test('closed and deleted jobs answer 410 without a JobPosting; unknown addresses 404', async ({ request }) => {
  for (const path of ['/job/closed-200037', '/job/deleted-200039']) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(410);
    expect(jsonLd(await reply.text()), path).toEqual([]);
  }
  expect((await request.get('/job/unknown-999999999')).status()).toBe(404);
  expect((await request.get('/no/such/page')).status()).toBe(404);
  expect((await request.get('/company/unknown-999999999')).status()).toBe(404);
});

test('robots.txt and the sitemap index are served, for the site of the host', async ({ request }, testInfo) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: http://localhost:${appPort(testInfo)}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  expect(index).toMatch(/\/sitemaps\/jobs-1\.xml/);
});

test('maintenance answers 503 with Retry-After on every page', async ({ page, request }, testInfo) => {
  await gotoWithScenario(page, request, testInfo, '/', 'getWebsiteOutage:variant=outage');
  const reply = await page.request.get('/jobs-hiring/');
  expect(reply.status()).toBe(503);
  expect(Number(reply.headers()['retry-after'])).toBeGreaterThan(0);
});

for (const language of LANGUAGES) {
  test(`hydration matches the server's HTML in ${language.value}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const prefix = language.value === 'en-us' ? '' : `/${language.slug}`;
    for (const path of [`${prefix}/`, `${prefix}/job/accountant-200001`]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}

test('hydration matches on a country site too', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(`http://sg.localhost:${appPort(testInfo)}/jobs-hiring/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs in Singapore' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a shared filter link hydrates as the server rendered it, however its commas are written', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const query of ['jobType=full-time,part-time&sort=3', 'jobType=full-time%2Cpart-time&sort=3']) {
    await page.goto(`/jobs-hiring/accountant-jobs-in-makati?${query}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    await page.waitForLoadState('networkidle');
    const jobType = page.getByRole('group', { name: 'Job type (2)' });
    await expect(jobType.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await expect(jobType.getByRole('checkbox', { name: 'Part-time' })).toBeChecked();
  }
  expect(problems).toEqual([]);
});

test("a page's own description, from the server, stays once the browser has taken the page over", async ({ page }) => {
  const description = page.locator('meta[name="description"]');
  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute('content', 'ابحث عن وظائف لدى أصحاب عمل موثَّقين، وقدِّم بنقرة واحدة، وتحدَّث مباشرةً مع مسؤولي التوظيف على Jobchat.');
});

test('pages that only the browser can finish still render on the server for a signed-in visitor', async ({ page }, testInfo) => {
  const origin = `http://sg.localhost:${appPort(testInfo)}`;
  const user = { id: 900003, first_name: 'Wei Ling', last_name: 'Tan', email: 'weiling.tan@example.com', additional_info: { source: 'web', user_identity_id: null }, is_profile_completed: true };
  await page.context().addCookies([
    { name: 'sessionid', value: 'session-singapore', url: origin },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: origin },
  ]);
  for (const path of ['/singpass-verification', '/singpass-verification?showSingpassInfo=1']) {
    const reply = await page.goto(`${origin}${path}`);
    expect(reply?.status(), path).toBe(200);
    expect(await reply?.text(), path).toMatch(/<h1[^>]*>Verify your Singapore identity<\/h1>/);
  }
});

test('pages for signed-in users send a guest to sign in with a redirect, from the server', async ({ request }) => {
  const reply = await request.get('/verify-mobile?from=e2e', { maxRedirects: 0 });
  expect(reply.status()).toBe(302);
  expect(reply.headers().location).toBe(`/get-started?redirect=${encodeURIComponent('/verify-mobile?from=e2e')}`);
});
