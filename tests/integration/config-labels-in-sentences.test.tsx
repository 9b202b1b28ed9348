/**
 * Config-list labels (job titles and functions, job categories, notice periods, identities) come from the
 * config service in its own case: the seed writes them as each language writes them ("1 semana", "Contador
 * sênior"), a real server may send Title Case. The page never puts one mid-sentence where the language has
 * capitals: a label leads ("Contador sênior: vagas nas Filipinas") or follows a colon ("Disponível: 1 semana").
 * Brazilian Portuguese over the seeded mocks, as a person reads the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_SESSION_TOKENS } from '../../mocks/state/accounts';
import { writeSessionCookies } from '../../web/src/lib/session/session-cookies';
import { seedSessionUsers } from '../support/factories/session-user-factory';
import { renderApp } from './render-app';

describe('pt-br: config labels are never capitalised mid-sentence', () => {
  it('heads a job title search with the title, then the place ("Contador sênior: vagas nas Filipinas")', async () => {
    await renderApp('/pt-br/jobs-hiring/senior-accountant-jobs');
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading.textContent).toBe('Contador sênior: vagas nas Filipinas'));
    await waitFor(() => expect(document.title).toBe('Contador sênior: vagas nas Filipinas | Jobchat'));
  });

  it('names the job function levels after the function ("Finanças e contabilidade: funções")', async () => {
    const { user } = await renderApp('/pt-br/jobs-hiring/job-search');
    await user.click(await screen.findByRole('checkbox', { name: 'Finanças e contabilidade' }));
    const subs = await screen.findByRole('group', { name: 'Finanças e contabilidade: funções' });
    await user.click(within(subs).getByRole('checkbox', { name: 'Contabilidade' }));
    const titles = await screen.findByRole('group', { name: 'Contabilidade: cargos' });
    expect(within(titles).getByRole('checkbox', { name: 'Contador sênior' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Funções em|^Cargos em/ })).not.toBeInTheDocument();
  });

  it('shows the notice period as a value after its label, in the language\'s case ("Disponível: 1 semana")', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.complete, user: seedSessionUsers.maria() });
    await renderApp('/pt-br/manage-profile');
    const preferences = await screen.findByRole('region', { name: 'Preferências de vaga' });
    const availability = await within(preferences).findAllByText(/^Disponível: /);
    expect(availability.map((line) => line.textContent)).toEqual(['Disponível: 1 semana', 'Disponível: 1 semana']);
    const basicInfo = screen.getByRole('region', { name: 'Informações básicas' });
    const term = within(basicInfo).getByText('Disponibilidade para começar');
    expect(term.nextElementSibling?.textContent).toBe('1 semana');
  });

  it('says what the verified identity is as "label: value" ("Sua identidade: Cidadão de Singapura")', async () => {
    writeSessionCookies({ sessionId: SEED_SESSION_TOKENS.singapore, user: seedSessionUsers.weiLing({ additional_info: { source: null, user_identity_id: 1 } }) });
    await renderApp('/pt-br/singpass-verification', { host: 'sg.localhost' });
    const main = await screen.findByRole('main');
    // The status shows "loading" until the identity list arrives, then the identity.
    await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent('Sua identidade está verificadaSua identidade: Cidadão de Singapura'));
    expect(within(main).getByText('Sua identidade: Cidadão de Singapura')).toBeInTheDocument();
  });

  it('names a category\'s "See all" link with the category after a colon ("Ver todas as vagas: Atendimento ao cliente")', async () => {
    const { user } = await renderApp('/pt-br');
    const categories = await screen.findByRole('region', { name: 'Vagas por categoria' });
    await user.click(await within(categories).findByRole('tab', { name: 'Atendimento ao cliente' }));
    const link = within(categories).getByRole('link', { name: 'Ver todas as vagas: Atendimento ao cliente' });
    expect(link).toHaveTextContent('Ver todas');
  });
});
