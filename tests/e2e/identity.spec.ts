/**
 * W20 Singapore identity verification in the browser: Wei Ling (the Singapore ready user) verifies her
 * identity through the identity-login button, the mock provider pop-up (the mocks' own provider page,
 * served by the dev server or the mock HTTP server) and the confirm dialog;
 * with the identity service unavailable it fails, and the retry goes through.
 */
import { expect, test, type BrowserContext, type Page } from './support';
import { appPort, isProductionBuild, mocksOrigin, resetMocks } from './support';

const WEI_LING = {
  id: 900003, active_key: 1, first_name: 'Wei Ling', last_name: 'Tan', email: 'weiling.tan@example.com', phone_num: '81234567', phone_country_code: '+65',
  is_mobile_verified: true, avatar: null, additional_info: { source: 'web', user_identity_id: null }, is_email_verify: true, notice_period_id: null,
  is_profile_completed: true, longitude: null, latitude: null, is_new_account: false, register_flow: 'email', register_flow_v2: null, chat_flow: '0',
};

const MOCK_URL_SCENARIO = 'forces the identity service down through the page URL, which only the in-browser mocks read';

test.beforeEach(async ({ request }, testInfo) => {
  await resetMocks(request, testInfo);
});

async function signInAsWeiLing(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([
    { name: 'sessionid', value: 'session-singapore', url: origin },
    { name: 'user', value: encodeURIComponent(JSON.stringify(WEI_LING)), url: origin },
  ]);
}

/** Clicks the identity-login button, logs in on the mock provider pop-up, and waits for it to close. */
async function logInWithProvider(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(button).toBeEnabled();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await expect(popup.getByRole('heading', { level: 1, name: 'Singpass (test provider)' })).toBeVisible();
  await popup.getByRole('radio', { name: /TAN WEI LING/ }).check();
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Log in' }).click()]);
}

test('Wei Ling verifies her Singapore identity', async ({ page, context }, testInfo) => {
  const origin = `http://sg.localhost:${appPort(testInfo)}`;
  await signInAsWeiLing(context, origin);
  await page.goto(`${origin}/singpass-verification?from=e2e`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your Singapore identity' })).toBeVisible();
  await logInWithProvider(page, page.getByRole('button', { name: 'Log in with Singpass' }));

  await expect(page).toHaveURL(/\/singpass-verification\?from=e2e&showSingpassInfo=1$/);
  const confirm = page.getByRole('dialog', { name: 'Confirm your information' });
  await expect(confirm.getByText('WEI LING TAN')).toBeVisible();
  await expect(confirm.locator('dd').filter({ hasText: /^-$/ })).toHaveCount(3);
  // The mask does not close the dialog.
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();

  await confirm.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Identity verified successfully' });
  await expect(success.getByText('Singapore Citizen')).toBeVisible();
  await expect(success.getByText('An exclusive verified badge')).toBeVisible();
  await expect(page).toHaveURL(/\/singpass-verification\?from=e2e$/);
  const user = JSON.parse(decodeURIComponent((await context.cookies(origin)).find((cookie) => cookie.name === 'user')!.value));
  expect(user.additional_info.user_identity_id).toBe(1);

  await success.getByRole('button', { name: 'Find jobs now' }).click();
  await expect(page).toHaveURL(/\/singpass-verification\?from=e2e$/);
  await expect(page.getByText('Your identity is verified')).toBeVisible();
});

test('with the identity service unavailable it fails, and can be retried', async ({ page, context }, testInfo) => {
  test.skip(isProductionBuild(testInfo), MOCK_URL_SCENARIO);
  const origin = `http://sg.localhost:${appPort(testInfo)}`;
  await signInAsWeiLing(context, origin);
  await page.goto(`${origin}/singpass-verification?showSingpassInfo=1&mock=${encodeURIComponent('getSingpassUserInfo:variant=unavailable')}`);
  const failure = page.getByRole('dialog', { name: 'Verification failed' });
  await expect(failure.getByText('The identity service is currently unavailable.')).toBeVisible();
  await expect(failure.locator('dd').filter({ hasText: /^failed$/ })).toHaveCount(7);

  // The service is back (the forced variant cleared for this tab); the page still shows the failure: retry from it.
  await context.clearCookies({ name: 'jobchat_mock_scenarios' });
  await page.goto(`${origin}/singpass-verification?showSingpassInfo=1`);
  await expect(failure.locator('dd').filter({ hasText: /^failed$/ })).toHaveCount(7);
  await logInWithProvider(page, failure.getByRole('button', { name: /Retry with Singpass/ }));

  const confirm = page.getByRole('dialog', { name: 'Confirm your information' });
  await expect(confirm.getByText('WEI LING TAN')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Identity verified successfully' })).toBeVisible();
});

test('"do it later" closes the failure dialog and keeps the page', async ({ page, context }, testInfo) => {
  const origin = `http://sg.localhost:${appPort(testInfo)}`;
  await signInAsWeiLing(context, origin);
  await page.goto(`${origin}/singpass-verification?showSingpassInfo=1`);
  const failure = page.getByRole('dialog', { name: 'Verification failed' });
  await failure.getByRole('button', { name: 'Do it later' }).click();
  await expect(failure).toBeHidden();
  await expect(page).toHaveURL(/\/singpass-verification$/);
  expect((await context.cookies(origin)).find((cookie) => cookie.name === 'singpass_do_later')?.value).toBe('1');
});

test('the mock provider page never sends the code to a hostile return address', async ({ page }, testInfo) => {
  // The provider page is the mocks' own (dev server or mock HTTP server): it serves only an authorise
  // the app registered, with the registered return address, and refuses anything else in place.
  const query = new URLSearchParams({
    state: 'sp-state-0123456789abcdef', nonce: 'n-0123456789abcdefghijk', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256', redirect_uri: '/%09/evil.example/singpass/callback',
  });
  const providerPage = new URL(`/mock-provider/singpass?${query.toString()}`, mocksOrigin(testInfo));
  const reply = await page.goto(providerPage.href);
  expect(reply?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('This login request is not valid');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  expect(new URL(page.url()).host).toBe(providerPage.host);
  const authorize = await page.request.get(new URL(`/mock-provider/singpass/authorize?state=${query.get('state')!}&identity=citizen`, providerPage).href, { maxRedirects: 0 });
  expect(authorize.status()).toBe(400);
  expect(authorize.headers().location).toBeUndefined();
});
