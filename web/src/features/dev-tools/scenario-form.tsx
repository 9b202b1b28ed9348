/** Adds one operation's scenario: a documented error code, a latency, a network failure or a variant. */
import { ERROR_CATALOG, ErrorCode, isDocumentedErrorCode } from '@sdk/generated/error-codes';
import { OPERATIONS, type OperationId } from '@sdk/generated/operations';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCENARIO_PRESETS } from '@mocks/scenario/presets';
import type { OperationScenario } from '@mocks/scenario/scenario-store';
import { TextField } from '../../components/text-field';

const OPERATION_IDS = (Object.keys(OPERATIONS) as OperationId[]).sort();
const KINDS = ['error', 'latency', 'network', 'variant'] as const;
type Kind = (typeof KINDS)[number];

/** Variant names the handlers are known to answer, gathered from the presets. */
const KNOWN_VARIANTS = [
  ...new Set(
    Object.values(SCENARIO_PRESETS).flatMap((preset) =>
      Object.values(preset as Record<string, OperationScenario>).flatMap((scenario) => (scenario.variant ? [scenario.variant] : [])),
    ),
  ),
];

/** Operations whose id, path or service contains the filter text (case-insensitive). */
function operationsMatching(filter: string): OperationId[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return OPERATION_IDS;
  return OPERATION_IDS.filter((id) => {
    const info = OPERATIONS[id];
    return `${id} ${info.method} ${info.path} ${info.service} ${info.specId ?? ''}`.toLowerCase().includes(needle);
  });
}

function errorLabel(code: number): string {
  return isDocumentedErrorCode(code) ? `${code} — ${ERROR_CATALOG[code].message}` : String(code);
}

export function ScenarioForm({ onApply }: { onApply: (operationId: OperationId, scenario: OperationScenario) => void }) {
  const { t } = useTranslation('dev-tools');
  const ids = { filter: useId(), op: useId(), kind: useId(), code: useId(), retry: useId(), latency: useId(), variant: useId(), variants: useId() };
  const [filter, setFilter] = useState('');
  const [operationId, setOperationId] = useState<OperationId>('filterJobs');
  const matching = operationsMatching(filter);
  const [kind, setKind] = useState<Kind>('error');
  const codes: readonly number[] = OPERATIONS[operationId].errorCodes;
  const [code, setCode] = useState<number>(codes[0] ?? ErrorCode.InternalError);
  const [retryAfter, setRetryAfter] = useState(30);
  const [latencyMs, setLatencyMs] = useState(2000);
  const [variant, setVariant] = useState('');
  const selectedCode = codes.includes(code) ? code : (codes[0] ?? ErrorCode.InternalError);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (kind === 'error') onApply(operationId, { errorCode: selectedCode, ...(selectedCode === ErrorCode.TooManyAttempts ? { retryAfter } : {}) });
    else if (kind === 'latency') onApply(operationId, { latencyMs: Math.max(0, Math.round(latencyMs)) });
    else if (kind === 'network') onApply(operationId, { networkError: true });
    else if (/^[\w-]+$/.test(variant.trim())) onApply(operationId, { variant: variant.trim() });
  }

  return (
    <form className="devtools-form" onSubmit={onSubmit}>
      <TextField
        id={ids.filter}
        label={t('form.filter')}
        type="search"
        placeholder={t('form.filterHint')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          // Keep the select on a visible operation, so "Apply" targets what the user sees.
          const visible = operationsMatching(event.target.value);
          if (visible.length > 0 && !visible.includes(operationId)) setOperationId(visible[0]!);
        }}
      />
      {matching.length === 0 ? (
        <p className="devtools-form__hint" role="status">
          {t('form.noMatch')}
        </p>
      ) : null}
      <div className="form-field">
        <label htmlFor={ids.op}>{t('form.operation')}</label>
        <select id={ids.op} className="select" value={operationId} onChange={(event) => setOperationId(event.target.value as OperationId)}>
          {(matching.length > 0 ? matching : OPERATION_IDS).map((id) => (
            <option key={id} value={id}>
              {id} ({OPERATIONS[id].method} {OPERATIONS[id].path})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="devtools-form__kinds">
        <legend>{t('form.kind')}</legend>
        {KINDS.map((value) => (
          <label key={value} className="devtools-form__kind">
            <input type="radio" name={ids.kind} value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`form.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'error' ? (
        <>
          <div className="form-field">
            <label htmlFor={ids.code}>{t('form.errorCode')}</label>
            <select id={ids.code} className="select" value={selectedCode} onChange={(event) => setCode(Number(event.target.value))}>
              {codes.map((value) => (
                <option key={value} value={value}>
                  {errorLabel(value)}
                </option>
              ))}
            </select>
          </div>
          {selectedCode === ErrorCode.TooManyAttempts ? (
            <TextField
              id={ids.retry}
              label={t('form.retryAfter')}
              type="number"
              min={0}
              value={retryAfter}
              onChange={(event) => setRetryAfter(Number(event.target.value))}
            />
          ) : null}
        </>
      ) : null}
      {kind === 'latency' ? (
        <TextField
          id={ids.latency}
          label={t('form.latency')}
          type="number"
          min={0}
          step={100}
          value={latencyMs}
          onChange={(event) => setLatencyMs(Number(event.target.value))}
        />
      ) : null}
      {kind === 'network' ? <p className="devtools-form__hint">{t('form.networkHint')}</p> : null}
      {kind === 'variant' ? (
        <>
          <TextField
            id={ids.variant}
            label={t('form.variant')}
            hint={t('form.variantHint')}
            list={ids.variants}
            pattern="[\w\-]+"
            required
            value={variant}
            onChange={(event) => setVariant(event.target.value)}
          />
          <datalist id={ids.variants}>
            {KNOWN_VARIANTS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      ) : null}
      <button type="submit" className="button">
        {t('form.apply')}
      </button>
    </form>
  );
}
