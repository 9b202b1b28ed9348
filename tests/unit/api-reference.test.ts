/** The API reference page: every operation of the merged contracts is on it, and contract text is escaped. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderApiReference, renderDescription } from '../../scripts/lib/api-reference';
import { bundleContracts, listOperations, mergeServiceDocuments, type MergedDocument } from '../../scripts/lib/bundle-contracts';

function tinyDocument(description: string): MergedDocument {
  const document = mergeServiceDocuments([
    {
      name: 'job',
      document: {
        info: { title: 'Jobchat job service', description: 'Jobs <b>here</b>' },
        servers: [{ url: '/api' }],
        tags: [{ name: 'job-detail', description: 'One job.' }],
        paths: {
          '/job/{jobId}': {
            get: {
              operationId: 'getJob',
              summary: 'Get a <job>',
              description,
              tags: ['job-detail'],
              'x-spec': 'implied',
              'x-error-codes': [40004],
              parameters: [{ name: 'jobId', in: 'path', required: true, schema: { type: 'integer' }, example: 7 }],
              responses: {
                '200': {
                  description: 'The job.',
                  content: {
                    'application/json': {
                      schema: { type: 'object', required: ['code'], properties: { code: { type: 'integer', enum: [0] }, title: { type: 'string' } } },
                      examples: { one: { summary: 'A job', value: { code: 0, title: '<img src=x onerror=alert(1)>' } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  ]);
  document['x-error-catalog'] = [{ code: 40004, http_status: 404, message: 'Not found' }];
  return document;
}

describe('renderApiReference', () => {
  it('renders every operation of the merged contracts, self-contained', async () => {
    const document = await bundleContracts();
    const html = renderApiReference(document);
    const operations = listOperations(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(html).toContain(`id="op-${String(op.operation.operationId)}"`);
      expect(html).toContain(`href="#op-${String(op.operation.operationId)}"`);
    }
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).not.toMatch(/<script|<link\b|@import|url\(/i);
  }, 30_000);

  it('escapes HTML from descriptions, summaries and examples', () => {
    const html = renderApiReference(tinyDocument('Careful: <script>alert("x")</script> & `code` and **bold**'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>here</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <code>code</code> and <strong>bold</strong>');
    expect(html).toContain('Get a &lt;job&gt;');
  });

  it('shows the parameters, the implied badge, required marks, enums and error codes with their status', () => {
    const html = renderApiReference(tinyDocument('One job.'));
    expect(html).toContain('<span class="method method--get">GET</span> <code class="path">/api/job/{jobId}</code>');
    expect(html).toContain('badge--implied');
    expect(html).toMatch(/<code class="name">code<\/code> <span class="type">integer<\/span> <span class="required"/);
    expect(html).toContain('one of: <code>0</code>');
    expect(html).toContain('<th scope="row"><code>40004</code></th><td>404</td><td>Not found</td>');
    expect(html).toContain('<th scope="row"><code>jobId</code></th><td>path</td>');
  });
});

describe('renderDescription', () => {
  it('turns "- " lines into a list and blank lines into paragraphs', () => {
    expect(renderDescription('Intro.\n\n- one\n- two')).toBe('<p>Intro.</p><ul><li>one</li><li>two</li></ul>');
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`"a" & 'b'`)).toBe('&quot;a&quot; &amp; &#39;b&#39;');
  });
});
