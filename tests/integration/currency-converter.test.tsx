/**
 * W23 /currency-converter (public): converts between the sites' currencies with one rates call from the
 * site's currency, swaps, refuses a bad amount, and shows the rates call's error with a retry.
 * The mocks' PHP→USD rate is 0.0171, PHP→EUR 0.0158041.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forceError, resetScenarios } from '../../mocks/scenario/helpers';
import enErrors from '../../web/src/i18n/locales/en-us/errors.json';
import { renderApp } from './render-app';

async function openConverter(host?: string) {
  const view = await renderApp('/currency-converter', host ? { host } : {});
  expect(await screen.findByRole('heading', { level: 1, name: 'Currency converter' })).toBeInTheDocument();
  await screen.findByLabelText('Amount');
  return view;
}

describe('/currency-converter', () => {
  it('converts 1,000 of the site currency into US dollars, then another amount and currency', async () => {
    const { user } = await openConverter();
    expect(screen.getByLabelText('From')).toHaveValue('PHP');
    expect(screen.getByLabelText('To')).toHaveValue('USD');
    expect(screen.getByText('₱1,000.00 = $17.10')).toBeInTheDocument();
    expect(screen.getByText(/^1 PHP = 0\.0171 USD · Rates as of /)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50,000');
    expect(screen.getByText('₱50,000.00 = $855.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('To'), 'EUR');
    expect(screen.getByText('₱50,000.00 = €790.21')).toBeInTheDocument();
  });

  it('swaps the currencies', async () => {
    const { user } = await openConverter();
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(screen.getByLabelText('From')).toHaveValue('USD');
    expect(screen.getByLabelText('To')).toHaveValue('PHP');
    expect(screen.getByText('$1,000.00 = ₱58,479.53')).toBeInTheDocument();
  });

  it('says what is wrong with an amount that is not a number', async () => {
    const { user } = await openConverter();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12abc');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Enter the amount as a number, for example 1,500.50.');
    expect(screen.getByText('Enter an amount to convert.')).toBeInTheDocument();
  });

  it('starts from the Singapore dollar on the sg site', async () => {
    await openConverter('sg.localhost');
    expect(screen.getByLabelText('From')).toHaveValue('SGD');
    expect(screen.getByText(/^SGD\s1,000\.00 = \$745\.00$/)).toBeInTheDocument();
  });

  it('speaks the page language: names, amounts and the decimal comma in Spanish', async () => {
    const { user } = await renderApp('/es-es/currency-converter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversor de divisas' })).toBeInTheDocument();
    const amount = await screen.findByLabelText('Importe');
    expect(within(screen.getByLabelText('De')).getByRole('option', { name: /^PHP – peso filipino$/i })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.000,50');
    expect(screen.getByText(/^1000,50\sPHP = 17,11\sUS\$$/)).toBeInTheDocument();
  });

  it('shows the rates call error and tries again', async () => {
    forceError('getCurrencyRates', 50001);
    const { user } = await renderApp('/currency-converter');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(enErrors.code['50001'])).toBeInTheDocument();
    resetScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('₱1,000.00 = $17.10')).toBeInTheDocument());
  });
});
