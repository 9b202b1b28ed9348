/** The QA mock panel: scenarios per operation, presets, reset and the shareable link. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getScenarios } from '../../mocks/scenario/scenario-store';
import { bootstrapApp } from '../../web/src/app/bootstrap';
import { AppProviders } from '../../web/src/app/providers';
import MockPanel from '../../web/src/features/dev-tools/mock-panel';
import { parseEnv } from '../../web/src/lib/env';

async function renderPanel() {
  // As .env.development: the mocks serve the assets host too (flag images), so no image request leaves the mocks.
  const env = parseEnv({ VITE_API_MODE: 'mock', VITE_API_BASE_URL: 'http://localhost/api', VITE_ASSETS_HOST: 'http://localhost/mock-assets' });
  const context = await bootstrapApp({ env, host: 'localhost', pathname: '/jobs-hiring/job-search', storage: window.localStorage, store: createStore() });
  const invalidate = vi.spyOn(context.queryClient, 'invalidateQueries');
  const router = createMemoryRouter([{ path: '*', element: <MockPanel /> }], { initialEntries: ['/jobs-hiring/job-search?page=2'] });
  const user = userEvent.setup();
  render(
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const toggle = await screen.findByRole('button', { name: 'Mock controls' });
  await user.click(toggle);
  return { user, toggle, invalidate, dialog: screen.getByRole('dialog', { name: 'Mock controls' }) };
}

describe('mock panel', () => {
  it('forces a documented error code for one operation and removes it again', async () => {
    const { user, dialog, invalidate } = await renderPanel();
    await user.selectOptions(within(dialog).getByLabelText('Operation'), 'getJobDetail');
    const code = within(dialog).getByLabelText('Documented error code');
    expect(within(code).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['40001', '40004', '40006', '41113', '41127', '50001']);
    expect(within(code).getByRole('option', { name: /41113 — Job does not exist/ })).toBeInTheDocument();
    await user.selectOptions(code, '41113');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(getScenarios()).toEqual({ getJobDetail: { errorCode: 41113 } });
    expect(invalidate).toHaveBeenCalled();
    expect(within(dialog).getByText('Error 41113')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the scenario of getJobDetail' }));
    expect(getScenarios()).toEqual({});
  });

  it('narrows the operations by a filter and signs in as a ready user with a persona preset', async () => {
    const { user, dialog } = await renderPanel();
    await user.type(within(dialog).getByLabelText('Find an operation'), '/company/');
    const operations = within(within(dialog).getByLabelText('Operation')).getAllByRole('option');
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.every((option) => option.textContent!.includes('/company/'))).toBe(true);
    await user.type(within(dialog).getByLabelText('Find an operation'), 'no-such-operation');
    expect(within(dialog).getByText('No operation matches this filter.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'New user' }));
    expect(getScenarios()).toEqual({ session: { variant: 'new-user' } });
    expect(within(dialog).getByText('Signed-in user')).toBeInTheDocument();
    expect(within(dialog).getByText('variant new-user')).toBeInTheDocument();
  });

  it('sets latency, presets, resets, and copies a link with the scenarios', async () => {
    const { user, dialog } = await renderPanel();
    await user.click(within(dialog).getByRole('radio', { name: 'Latency' }));
    const latency = within(dialog).getByLabelText('Latency (ms)');
    await user.clear(latency);
    await user.type(latency, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(getScenarios()).toEqual({ filterJobs: { latencyMs: 1500 } });

    await user.click(within(dialog).getByRole('button', { name: 'Server down' }));
    expect(getScenarios()).toEqual({ '*': { errorCode: 50001 } });
    expect(within(dialog).getByText('All operations')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const link = (await within(dialog).findByLabelText('Link with these scenarios')) as HTMLInputElement;
    const url = new URL(link.value);
    expect(url.pathname).toBe('/jobs-hiring/job-search');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('mock')).toBe('*:50001');

    await user.click(within(dialog).getByRole('button', { name: 'Reset all' }));
    expect(getScenarios()).toEqual({});
    await waitFor(() => expect(within(dialog).getByText('No scenarios: every call answers normally.')).toBeInTheDocument());
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user, toggle } = await renderPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(toggle);
  });
});
