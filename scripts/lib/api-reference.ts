/**
 * Renders the merged contracts as one self-contained HTML page (no script, font or CDN: it must open
 * offline and from a file): a table of contents by service and tag, then every operation with its
 * parameters, request body, responses, examples and error codes. Collapsing uses <details>.
 * Every text from the contracts is escaped; descriptions get a small, safe subset of Markdown.
 */
import { listOperations, type ErrorCatalogEntry, type MergedDocument, type MergedOperation } from './bundle-contracts';
import { parametersOf } from './example-requests';

type Json = Record<string, unknown>;

const MAX_SCHEMA_DEPTH = 10;

export function escapeHtml(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Inline Markdown on already escaped text: `code` and **strong** only (no links, no raw HTML). */
function inline(escaped: string): string {
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>').replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** Paragraphs and "- " lists from a contract description; everything is escaped first. */
export function renderDescription(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => /^\s*- /.test(line) || /^\s{2,}\S/.test(line))) {
        const items = block.split(/\n(?=\s*- )/).map((item) => `<li>${inline(escapeHtml(item.replace(/^\s*- /, '').replace(/\s*\n\s*/g, ' ')))}</li>`);
        return `<ul>${items.join('')}</ul>`;
      }
      return `<p>${inline(escapeHtml(block.replace(/\s*\n\s*/g, ' ')))}</p>`;
    })
    .join('');
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '-');
}

function typeLabel(schema: Json): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ? String(schema.type) : '';
  if (type === 'array' && isRecord(schema.items)) return `array of ${typeLabel(schema.items) || 'any'}`;
  const format = schema.format ? ` (${String(schema.format)})` : '';
  if ('const' in schema) return `${type || 'const'} = ${JSON.stringify(schema.const)}`;
  if (!type && (schema.oneOf || schema.anyOf)) return schema.oneOf ? 'one of' : 'any of';
  if (!type && schema.allOf) return 'all of';
  return `${type || (schema.properties ? 'object' : 'any')}${format}`;
}

function constraints(schema: Json): string {
  const parts: string[] = [];
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'pattern', 'default']) {
    if (key in schema) parts.push(`${key} ${JSON.stringify(schema[key])}`);
  }
  return parts.length > 0 ? ` <span class="constraints">${escapeHtml(parts.join(', '))}</span>` : '';
}

function enumLabel(schema: Json): string {
  const values = Array.isArray(schema.enum) ? schema.enum : isRecord(schema.items) && Array.isArray(schema.items.enum) ? schema.items.enum : undefined;
  return values ? ` <span class="enum">one of: ${values.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}</span>` : '';
}

/** Properties (and variants) of a schema as nested lists: name, type, required mark, enum, description. */
export function renderSchema(schema: unknown, depth = 0): string {
  if (!isRecord(schema) || depth > MAX_SCHEMA_DEPTH) return '';
  const target = schema.type === 'array' && isRecord(schema.items) ? schema.items : schema;
  const parts: string[] = [];
  const required = Array.isArray(target.required) ? target.required.map(String) : [];
  const properties = isRecord(target.properties) ? target.properties : {};
  const rows = Object.entries(properties).map(([name, property]) => {
    const child = isRecord(property) ? property : {};
    const mark = required.includes(name) ? ' <span class="required" title="required">required</span>' : '';
    const description = child.description ? `<div class="description">${renderDescription(child.description)}</div>` : '';
    return `<li><code class="name">${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeLabel(child))}</span>${mark}${enumLabel(child)}${constraints(child)}${description}${renderSchema(child, depth + 1)}</li>`;
  });
  if (rows.length > 0) parts.push(`<ul class="schema">${rows.join('')}</ul>`);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = Array.isArray(target[key]) ? (target[key] as unknown[]) : [];
    if (variants.length === 0) continue;
    const label = { oneOf: 'One of', anyOf: 'Any of', allOf: 'All of' }[key];
    const items = variants.map((variant, index) => {
      const child = isRecord(variant) ? variant : {};
      const title = child.title ? `${String(child.title)}: ` : `variant ${index + 1}: `;
      return `<li><span class="type">${escapeHtml(title + typeLabel(child))}</span>${enumLabel(child)}${renderSchema(child, depth + 1)}</li>`;
    });
    parts.push(`<p class="variants">${label}:</p><ul class="schema">${items.join('')}</ul>`);
  }
  if (isRecord(target.additionalProperties)) {
    parts.push(`<p class="variants">Other keys: <span class="type">${escapeHtml(typeLabel(target.additionalProperties))}</span></p>${renderSchema(target.additionalProperties, depth + 1)}`);
  }
  return parts.join('');
}

function renderJson(value: unknown): string {
  return `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;
}

/** Examples of a media type: its `example`, its named `examples` (with summaries), else the schema's. */
function renderExamples(media: Json): string {
  const blocks: string[] = [];
  if ('example' in media) blocks.push(renderJson(media.example));
  if (isRecord(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      if (!isRecord(example)) continue;
      const title = escapeHtml(example.summary ?? name);
      blocks.push(`<details class="example"><summary>Example: ${title}</summary>${renderDescription(example.description)}${renderJson(example.value)}</details>`);
    }
  }
  return blocks.join('');
}

/**
 * The schema shared by most failure replies (common.yaml's ErrorReply, inlined into every operation by
 * the merge) is drawn once at the end of the page and linked; drawn everywhere it made the page ~9 MB.
 */
function commonErrorSchema(operations: MergedOperation[]): string | undefined {
  const counts = new Map<string, number>();
  for (const { operation } of operations) {
    for (const [status, response] of Object.entries(isRecord(operation.responses) ? operation.responses : {})) {
      if (/^2/.test(status) || !isRecord(response) || !isRecord(response.content)) continue;
      for (const media of Object.values(response.content)) {
        if (isRecord(media) && isRecord(media.schema)) {
          const key = JSON.stringify(media.schema);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 1 ? best[0] : undefined;
}

function renderContent(content: unknown, sharedErrorSchema?: string): string {
  if (!isRecord(content)) return '';
  return Object.entries(content)
    .map(([mediaType, media]) => {
      const entry = isRecord(media) ? media : {};
      const schema = isRecord(entry.schema) ? entry.schema : {};
      const shared = sharedErrorSchema !== undefined && JSON.stringify(schema) === sharedErrorSchema;
      const drawn = shared ? `<p>Schema: <a href="#error-reply">the error reply</a>.</p>` : renderSchema(schema);
      return `<p class="media">Content type <code>${escapeHtml(mediaType)}</code>, <span class="type">${escapeHtml(typeLabel(schema))}</span></p>${drawn}${renderExamples(entry)}`;
    })
    .join('');
}

function parameterExample(parameter: Json): string {
  const schema = isRecord(parameter.schema) ? parameter.schema : {};
  const value = 'example' in parameter ? parameter.example : Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
  return value === undefined ? '' : `<code>${escapeHtml(JSON.stringify(value))}</code>`;
}

function renderParameters(op: MergedOperation): string {
  const parameters = parametersOf(op);
  if (parameters.length === 0) return '';
  const rows = parameters.map((parameter) => {
    const schema = isRecord(parameter.schema) ? parameter.schema : {};
    return `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td><td>${escapeHtml(typeLabel(schema))}${enumLabel(schema)}${constraints(schema)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${parameterExample(parameter)}</td><td>${renderDescription(parameter.description)}</td></tr>`;
  });
  return `<h5>Parameters</h5><div class="table"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Example</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function renderRequestBody(operation: Json): string {
  const body = isRecord(operation.requestBody) ? operation.requestBody : undefined;
  if (!body) return '';
  return `<h5>Request body${body.required ? ' <span class="required">required</span>' : ''}</h5>${renderDescription(body.description)}${renderContent(body.content)}`;
}

function renderResponses(operation: Json, sharedErrorSchema?: string): string {
  const responses = isRecord(operation.responses) ? operation.responses : {};
  const items = Object.entries(responses).map(([status, response]) => {
    const entry = isRecord(response) ? response : {};
    const success = /^2/.test(status);
    return `<details class="response"${success ? ' open' : ''}><summary><span class="status status--${success ? 'ok' : 'error'}">${escapeHtml(status)}</span> ${escapeHtml(String(entry.description ?? '').split('\n')[0])}</summary>${renderDescription(entry.description)}${renderContent(entry.content, success ? undefined : sharedErrorSchema)}</details>`;
  });
  return items.length > 0 ? `<h5>Responses</h5>${items.join('')}` : '';
}

function renderErrorCodes(operation: Json, catalog: ErrorCatalogEntry[]): string {
  const codes = Array.isArray(operation['x-error-codes']) ? (operation['x-error-codes'] as number[]) : [];
  if (codes.length === 0) return '';
  const rows = codes.map((code) => {
    const entry = catalog.find((known) => known.code === code);
    return `<tr><th scope="row"><code>${escapeHtml(code)}</code></th><td>${escapeHtml(entry?.http_status ?? '?')}</td><td>${escapeHtml(entry?.message ?? 'not in the catalogue')}</td></tr>`;
  });
  return `<h5>Error codes</h5><div class="table"><table><thead><tr><th scope="col">Code</th><th scope="col">HTTP status</th><th scope="col">Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function operationAnchor(op: MergedOperation): string {
  return `op-${slug(String(op.operation.operationId ?? `${op.method}-${op.path}`))}`;
}

function specBadge(operation: Json): string {
  if (operation['x-spec'] === 'implied') return '<span class="badge badge--implied" title="Not in the product spec: implied by it">implied</span>';
  return operation['x-spec-id'] ? `<span class="badge">spec ${escapeHtml(operation['x-spec-id'])}</span>` : '';
}

function renderOperation(op: MergedOperation, document: MergedDocument, sharedErrorSchema?: string): string {
  const { operation } = op;
  const deprecated = operation.deprecated ? ' <span class="badge badge--deprecated">deprecated</span>' : '';
  return `<article class="operation" id="${operationAnchor(op)}">
<h4><span class="method method--${op.method}">${op.method.toUpperCase()}</span> <code class="path">${escapeHtml(`${document.servers[0]?.url ?? ''}${op.path}`)}</code></h4>
<p class="meta"><code>${escapeHtml(operation.operationId)}</code> ${specBadge(operation)}${deprecated}</p>
${operation.summary ? `<p class="summary">${escapeHtml(operation.summary)}</p>` : ''}${renderDescription(operation.description)}
${renderParameters(op)}${renderRequestBody(operation)}${renderResponses(operation, sharedErrorSchema)}${renderErrorCodes(operation, document['x-error-catalog'])}
</article>`;
}

interface TagGroup {
  tag: string;
  description?: string;
  operations: MergedOperation[];
}

/** Services in the document's order; in each, tags in first-seen order; an operation under its first tag. */
function groupOperations(document: MergedDocument): { service: MergedDocument['x-services'][number]; tags: TagGroup[] }[] {
  const operations = listOperations(document);
  return document['x-services'].map((service) => {
    const tags: TagGroup[] = [];
    for (const op of operations.filter((candidate) => candidate.service === service.name)) {
      const tag = Array.isArray(op.operation.tags) && op.operation.tags.length > 0 ? String(op.operation.tags[0]) : 'other';
      let group = tags.find((known) => known.tag === tag);
      if (!group) {
        group = { tag, description: document.tags.find((known) => known.name === tag)?.description, operations: [] };
        tags.push(group);
      }
      group.operations.push(op);
    }
    return { service, tags };
  });
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#57606a;--line:#d0d7de;--code:#f3f4f6;--accent:#0b5cad}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9da7b3;--line:#30363d;--code:#161b22;--accent:#6cb6ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.layout{max-width:72rem;margin:0 auto;padding:1rem}header p{color:var(--muted)}
a{color:var(--accent)}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
code{background:var(--code);padding:0 .25em;border-radius:3px;overflow-wrap:anywhere}pre{background:var(--code);padding:.75rem;overflow:auto;border-radius:6px;max-height:28rem}
pre code{padding:0}nav ul{list-style:none;padding-left:1rem}nav>ul{padding-left:0}
section.service{border-top:2px solid var(--line);margin-top:2rem}.operation{border:1px solid var(--line);border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
h4{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;overflow-wrap:anywhere}h5{margin:1rem 0 .25rem;font-size:1rem}
.method{display:inline-block;min-width:4.2rem;text-align:center;font-weight:700;font-size:.8rem;padding:.1rem .4rem;border-radius:4px;color:#fff;background:#444}
.method--get{background:#0a6b3d}.method--post{background:#0b5cad}.method--put,.method--patch{background:#8a4b00}.method--delete{background:#b3261e}
.badge{font-size:.75rem;border:1px solid var(--line);border-radius:999px;padding:0 .5rem;color:var(--muted)}.badge--implied{border-style:dashed}.badge--deprecated{color:#b3261e}
.meta{margin:0;color:var(--muted)}.summary{font-weight:600}.required{color:#b3261e;font-size:.8rem;font-weight:600}
.type{color:var(--muted);font-size:.9em}.enum,.constraints{font-size:.85em;color:var(--muted)}.description p{margin:.1rem 0}
ul.schema{list-style:none;border-left:2px solid var(--line);margin:.25rem 0;padding-left:.75rem}ul.schema li{margin:.25rem 0}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
details{margin:.35rem 0}summary{cursor:pointer}.status{font-weight:700}.status--ok{color:#0a6b3d}.status--error{color:#b3261e}
@media (max-width:40rem){.layout{padding:.5rem}.operation{padding:0 .5rem .5rem}body{font-size:15px}}
`;

export function renderApiReference(document: MergedDocument, options: { generatedAt?: string } = {}): string {
  const groups = groupOperations(document);
  const total = listOperations(document).length;
  const sharedErrorSchema = commonErrorSchema(listOperations(document));
  const toc = groups
    .filter((group) => group.tags.length > 0)
    .map(
      ({ service, tags }) =>
        `<li><a href="#service-${slug(service.name)}">${escapeHtml(service.name)}</a><ul>${tags
          .map(
            (group) =>
              `<li><a href="#tag-${slug(service.name)}-${slug(group.tag)}">${escapeHtml(group.tag)}</a><ul>${group.operations
                .map((op) => `<li><a href="#${operationAnchor(op)}">${escapeHtml(op.operation.operationId)}</a> <span class="type">${op.method.toUpperCase()} ${escapeHtml(op.path)}</span></li>`)
                .join('')}</ul></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = groups
    .map(({ service, tags }) => {
      const body =
        tags.length === 0
          ? '<p>No operations yet.</p>'
          : tags
              .map(
                (group) =>
                  `<section class="tag" id="tag-${slug(service.name)}-${slug(group.tag)}" aria-labelledby="tag-${slug(service.name)}-${slug(group.tag)}-title"><h3 id="tag-${slug(service.name)}-${slug(group.tag)}-title">${escapeHtml(group.tag)}</h3>${renderDescription(group.description)}${group.operations.map((op) => renderOperation(op, document, sharedErrorSchema)).join('\n')}</section>`,
              )
              .join('\n');
      return `<section class="service" id="service-${slug(service.name)}" aria-labelledby="service-${slug(service.name)}-title"><h2 id="service-${slug(service.name)}-title">${escapeHtml(service.title)} <span class="type">(${escapeHtml(service.name)})</span></h2><details><summary>About this service</summary>${renderDescription(service.description)}</details>${body}</section>`;
    })
    .join('\n');
  const catalog = document['x-error-catalog']
    .map((entry) => `<tr><th scope="row"><code>${escapeHtml(entry.code)}</code></th><td>${escapeHtml(entry.http_status)}</td><td>${escapeHtml(entry.message)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title ?? 'API reference')} reference</title>
<style>${STYLE}</style>
</head>
<body>
<div class="layout">
<header><h1>${escapeHtml(document.info.title ?? 'API')} reference</h1><p>${total} operations in ${groups.filter((group) => group.tags.length > 0).length} services, generated from <code>contracts/</code>${options.generatedAt ? ` at ${escapeHtml(options.generatedAt)}` : ''}. Base URL <code>${escapeHtml(document.servers[0]?.url ?? '/')}</code>.</p></header>
<nav aria-labelledby="toc-title"><details open><summary id="toc-title">Contents</summary><ul>${toc}${sharedErrorSchema ? '<li><a href="#error-reply">Error reply</a></li>' : ''}<li><a href="#error-catalog">Error codes</a></li></ul></details></nav>
<main>
${sections}
${sharedErrorSchema ? `<section class="service" id="error-reply" aria-labelledby="error-reply-title"><h2 id="error-reply-title">Error reply</h2><p>The body of failure replies marked "the error reply".</p>${renderSchema(JSON.parse(sharedErrorSchema))}</section>` : ''}
<section class="service" id="error-catalog" aria-labelledby="error-catalog-title"><h2 id="error-catalog-title">Error codes</h2><p>Every documented numeric code, its HTTP status and meaning (<code>x-error-catalog</code> of common.yaml).</p><div class="table"><table><thead><tr><th scope="col">Code</th><th scope="col">HTTP status</th><th scope="col">Meaning</th></tr></thead><tbody>${catalog}</tbody></table></div></section>
</main>
</div>
</body>
</html>
`;
}
