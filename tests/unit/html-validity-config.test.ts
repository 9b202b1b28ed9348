/**
 * The HTML validity check of the server-rendered pages (tests/support/html-validity.ts, run on the pages by
 * tests/server/html-validity.test.ts) catches what the W3C checker reported on the search and company
 * pages: role=combobox and aria-expanded on an <input type="search">. And it lets the fix through.
 */
import { describe, expect, it } from 'vitest';
import { htmlValidityFindings } from '../support/html-validity';

/** `body` in a document that is valid on its own, written as React writes it (<meta/>, hidden=""), so the findings are the body's. */
function page(body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8"/>\n<title>Search</title>\n</head>\n<body>\n<main>\n<h1>Jobs</h1>\n${body}\n</main>\n</body>\n</html>\n`;
}

const listbox = '<ul id="suggestions" role="listbox" aria-label="Suggestions" hidden=""></ul>';
const label = '<label for="query">Job title</label>';

describe('the HTML validity check', () => {
  it('flags role=combobox and aria-expanded on <input type="search"> (the W3C checker\'s finding)', async () => {
    const findings = await htmlValidityFindings(page(`${label}\n<input id="query" type="search" role="combobox" aria-expanded="false" aria-controls="suggestions" aria-autocomplete="list"/>\n${listbox}`));
    expect(findings).toEqual([
      expect.stringMatching(/^jobchat\/input-role .*role="combobox" is not allowed on <input type="search">/),
      expect.stringMatching(/^jobchat\/aria-state-role .*aria-expanded is not allowed on <input> with role searchbox/),
    ]);
  });

  it('flags aria-expanded on a plain <input type="search"> (a searchbox has no expanded state)', async () => {
    const findings = await htmlValidityFindings(page(`${label}\n<input id="query" type="search" aria-expanded="false"/>`));
    expect(findings).toEqual([expect.stringMatching(/^jobchat\/aria-state-role .*aria-expanded is not allowed on <input> with role searchbox/)]);
  });

  it('passes the fix: a text input with role=combobox, its listbox and its states', async () => {
    const findings = await htmlValidityFindings(
      page(`${label}\n<input id="query" type="text" enterkeyhint="search" role="combobox" aria-expanded="false" aria-controls="suggestions" aria-autocomplete="list"/>\n${listbox}`),
    );
    expect(findings).toEqual([]);
  });

  it('flags a role an input of its type may not take, and a role-specific state on a role without it', async () => {
    expect(await htmlValidityFindings(page('<input type="checkbox" role="combobox" aria-label="Remote"/>'))).toEqual([expect.stringMatching(/^jobchat\/input-role /)]);
    expect(await htmlValidityFindings(page('<input type="text" list="titles" role="searchbox" aria-label="Title"/>\n<datalist id="titles"></datalist>'))).toEqual([
      expect.stringMatching(/^jobchat\/input-role /),
    ]);
    expect(await htmlValidityFindings(page('<div aria-selected="true">Remote</div>'))).toEqual([expect.stringMatching(/^jobchat\/aria-state-role .*aria-selected/)]);
    expect(await htmlValidityFindings(page('<button type="button" aria-expanded="false" aria-pressed="false">Filters</button>'))).toEqual([]);
  });
});
