/**
 * The QA mock panel (mock mode only): force a documented error code, a latency, a network failure
 * or a variant per operation, switch presets, reset, copy a link that carries the scenarios, and read
 * the error reports the app sent.
 */
import type { OperationId } from '@sdk/generated/operations';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SCENARIO_PRESETS, type ScenarioPresetName } from '@mocks/scenario/presets';
import { PRESET_QUERY_PARAM, SCENARIO_QUERY_PARAM, formatScenarios } from '@mocks/scenario/scenario-codec';
import {
  ANY_OPERATION,
  SESSION_PERSONA_KEY,
  getScenarios,
  resetScenarios,
  setOperationScenario,
  setScenarios,
  subscribeScenarios,
  type OperationScenario,
  type ScenarioMap,
} from '@mocks/scenario/scenario-store';
import { ErrorReportsSection } from './error-reports-section';
import { ScenarioForm } from './scenario-form';
import { usePanelFocus } from './use-panel-focus';
import './dev-tools.css';
import { TextField } from '../../components/text-field';

const PRESET_NAMES = Object.keys(SCENARIO_PRESETS) as ScenarioPresetName[];

function useScenarios(): ScenarioMap {
  return useSyncExternalStore(subscribeScenarios, getScenarios, getScenarios);
}

function ScenarioSummary({ scenario }: { scenario: OperationScenario }) {
  const { t } = useTranslation('dev-tools');
  const parts: string[] = [];
  if (scenario.errorCode !== undefined) parts.push(t('active.error', { code: scenario.errorCode }));
  if (scenario.retryAfter !== undefined) parts.push(t('active.retry', { seconds: scenario.retryAfter }));
  if (scenario.latencyMs !== undefined) parts.push(t('active.latency', { ms: scenario.latencyMs }));
  if (scenario.networkError) parts.push(t('active.network'));
  if (scenario.variant) parts.push(t('active.variant', { name: scenario.variant }));
  return <span>{parts.join(' · ')}</span>;
}

/** The panel stays open across the reload an island page makes after a change (sessionStorage: this tab). */
const REOPEN_KEY = 'jobchat:mock-panel-open';

/**
 * `reloadOnChange`: on a guest's island page (decision 0027) most of the screen is the server's HTML,
 * which no refetch changes: a change reloads the page, whose server render carries the cookie's scenarios.
 */
export default function MockPanel({ reloadOnChange = false }: { reloadOnChange?: boolean }) {
  const { t } = useTranslation('dev-tools');
  const queryClient = useQueryClient();
  const location = useLocation();
  const scenarios = useScenarios();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [link, setLink] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const panelRef = usePanelFocus<HTMLDivElement>(open, close, buttonRef);
  const titleId = useId();
  useEffect(() => {
    if (sessionStorage.getItem(REOPEN_KEY) === null) return;
    sessionStorage.removeItem(REOPEN_KEY);
    setOpen(true);
  }, []);

  /** Every change refetches what is on screen, so its effect shows at once. */
  function change(update: () => void, message: string) {
    update();
    setLink('');
    setStatus(message);
    if (reloadOnChange) {
      sessionStorage.setItem(REOPEN_KEY, '1');
      window.location.reload();
      return;
    }
    void queryClient.invalidateQueries();
  }

  function applyScenario(operationId: OperationId, scenario: OperationScenario) {
    change(() => setOperationScenario(operationId, { ...getScenarios()[operationId], ...scenario }), t('status.applied', { operation: operationId }));
  }

  async function copyLink() {
    const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
    const text = formatScenarios(getScenarios());
    url.searchParams.delete(PRESET_QUERY_PARAM);
    if (text) url.searchParams.set(SCENARIO_QUERY_PARAM, text);
    else url.searchParams.delete(SCENARIO_QUERY_PARAM);
    const href = url.toString();
    setLink(href);
    try {
      await navigator.clipboard.writeText(href);
      setStatus(t('status.copied'));
    } catch {
      setStatus(t('status.copyFailed'));
    }
  }

  const entries = Object.entries(scenarios);
  return (
    <div className="devtools">
      <button
        ref={buttonRef}
        type="button"
        className="devtools__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t('panel.open')}
        {entries.length > 0 ? <span className="devtools__count">{t('panel.activeCount', { count: entries.length })}</span> : null}
      </button>
      {open ? (
        <div ref={panelRef} className="devtools__panel" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
          <div className="devtools__head">
            <h2 id={titleId} className="devtools__title">
              {t('panel.title')}
            </h2>
            <button type="button" className="devtools__close" aria-label={t('panel.close')} onClick={close}>
              ×
            </button>
          </div>
          <p className="devtools__hint">{t('panel.hint')}</p>

          <section aria-labelledby={`${titleId}-add`}>
            <h3 id={`${titleId}-add`} className="devtools__subtitle">
              {t('form.title')}
            </h3>
            <ScenarioForm onApply={applyScenario} />
          </section>

          <section aria-labelledby={`${titleId}-active`}>
            <h3 id={`${titleId}-active`} className="devtools__subtitle">
              {t('active.title')}
            </h3>
            {entries.length === 0 ? (
              <p className="devtools__hint">{t('active.none')}</p>
            ) : (
              <ul className="devtools__list">
                {entries.map(([operationId, scenario]) => {
                  const name =
                    operationId === ANY_OPERATION ? t('active.allOperations') : operationId === SESSION_PERSONA_KEY ? t('active.session') : operationId;
                  return (
                    <li key={operationId} className="devtools__item">
                      <span className="devtools__operation">{name}</span>
                      <ScenarioSummary scenario={scenario} />
                      <button
                        type="button"
                        className="button button--secondary devtools__remove"
                        aria-label={t('active.remove', { operation: name })}
                        onClick={() => change(() => setOperationScenario(operationId, undefined), t('status.removed', { operation: name }))}
                      >
                        {t('active.removeShort')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${titleId}-presets`}>
            <h3 id={`${titleId}-presets`} className="devtools__subtitle">
              {t('presets.title')}
            </h3>
            <ul className="devtools__presets">
              {PRESET_NAMES.map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    className="chip"
                    title={t(`presets.hints.${name}`)}
                    onClick={() => change(() => setScenarios(SCENARIO_PRESETS[name]), t('status.preset', { preset: t(`presets.names.${name}`) }))}
                  >
                    {t(`presets.names.${name}`)}
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <ErrorReportsSection titleId={`${titleId}-reports`} />

          <div className="devtools__actions">
            <button type="button" className="button button--secondary" onClick={() => change(resetScenarios, t('status.reset'))}>
              {t('actions.reset')}
            </button>
            <button type="button" className="button" onClick={() => void copyLink()}>
              {t('actions.copyLink')}
            </button>
            {/* Served by the dev server only (vite.config.ts, apiReference): no link where nothing answers. */}
            {import.meta.env.DEV ? (
              <a className="button button--secondary" href="/__api-reference/">
                {t('actions.apiReference')}
              </a>
            ) : null}
          </div>
          {link ? (
            <TextField label={t('actions.link')} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          ) : null}
          <p className="devtools__status" role="status" aria-live="polite">
            {status}
          </p>
        </div>
      ) : null}
    </div>
  );
}
