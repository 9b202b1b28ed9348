/**
 * The HTML validity check of the server-rendered pages, in one place: html-validate (offline, in Node) with
 * its recommended, a11y and document presets, and two rules of ours for what it does not check and the W3C
 * checker (validator.nu) does: which ARIA roles an <input> of each type may take (ARIA in HTML), and that
 * the role-specific ARIA states (aria-expanded, aria-selected…) sit only on elements whose role supports them
 * (WAI-ARIA 1.2). `<input type="search" role="combobox" aria-expanded="false">` fails both.
 */
import { HtmlValidate, Rule, StaticConfigLoader, type ConfigData, type DOMReadyEvent, type HtmlElement, type Plugin, type RuleDocumentation } from 'html-validate';

/** ARIA in HTML, "input type=…": the roles an author may set on an <input>, by type (empty: none but its own). */
const INPUT_ALLOWED_ROLES: Record<string, readonly string[]> = {
  button: ['checkbox', 'combobox', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'switch', 'tab'],
  checkbox: ['button', 'menuitemcheckbox', 'option', 'switch'],
  image: ['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'radio', 'switch'],
  radio: ['menuitemradio'],
  // Without a list attribute; with one, an <input type="text"> is a combobox and takes no other role.
  text: ['combobox', 'searchbox', 'spinbutton'],
};

/** The implicit role of an <input> by type (ARIA in HTML), to let a redundant explicit role through (no-redundant-role's job). */
function inputImplicitRole(type: string, hasList: boolean): string | null {
  if (hasList && ['text', 'search', 'email', 'tel', 'url'].includes(type)) return 'combobox';
  const roles: Record<string, string> = {
    button: 'button', checkbox: 'checkbox', email: 'textbox', image: 'button', number: 'spinbutton', radio: 'radio',
    range: 'slider', reset: 'button', search: 'searchbox', submit: 'button', tel: 'textbox', text: 'textbox', url: 'textbox',
  };
  return roles[type] ?? null;
}

/** The type an <input> is in: a missing or unknown type is text (HTML), and the keywords are ASCII case-insensitive. */
const INPUT_TYPES = new Set(['hidden', 'text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button']);
function inputType(element: HtmlElement): string {
  const type = element.getAttribute('type')?.value;
  const keyword = typeof type === 'string' ? type.toLowerCase() : 'text';
  return INPUT_TYPES.has(keyword) ? keyword : 'text';
}

function explicitRole(element: HtmlElement): string | null {
  const role = element.getAttribute('role')?.value;
  return typeof role === 'string' ? (role.trim().split(/\s+/)[0] ?? '').toLowerCase() || null : null;
}

/** The role of an <input> as the W3C checker takes it: its explicit role if ARIA in HTML allows it there, else its implicit one. */
function inputRole(input: HtmlElement): { role: string | null; refused: string | null } {
  const type = inputType(input);
  const hasList = input.hasAttribute('list');
  const implicit = inputImplicitRole(type, hasList);
  const role = explicitRole(input);
  if (!role || role === implicit) return { role: implicit, refused: null };
  const allowed = hasList && type === 'text' ? [] : (INPUT_ALLOWED_ROLES[type] ?? []);
  return allowed.includes(role) ? { role, refused: null } : { role: implicit, refused: role };
}

class InputRole extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'An <input> takes only the ARIA roles ARIA in HTML allows for its type (e.g. combobox on type=text, no role on type=search).', url: 'https://www.w3.org/TR/html-aria/#el-input-text' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const input of event.document.querySelectorAll('input')) {
        const { refused } = inputRole(input);
        if (!refused) continue;
        const type = inputType(input);
        const hasList = input.hasAttribute('list');
        const allowed = hasList && type === 'text' ? [] : (INPUT_ALLOWED_ROLES[type] ?? []);
        this.report(input, `role="${refused}" is not allowed on <input type="${type}">${hasList ? ' with a list' : ''} (allowed: ${allowed.join(', ') || 'none but its own'})`, input.getAttribute('role')?.keyLocation);
      }
    });
  }
}

/**
 * WAI-ARIA 1.2: the roles that support each role-specific state or property ("Used in Roles" with the roles
 * that inherit it). Not the global ones (aria-label, aria-controls, aria-describedby…), which any role takes.
 */
const ROLES_SUPPORTING: Record<string, readonly string[]> = {
  'aria-activedescendant': ['application', 'combobox', 'group', 'textbox', 'grid', 'listbox', 'menu', 'menubar', 'radiogroup', 'row', 'searchbox', 'spinbutton', 'tablist', 'toolbar', 'tree', 'treegrid'],
  'aria-autocomplete': ['combobox', 'textbox', 'searchbox'],
  'aria-checked': ['checkbox', 'menuitemcheckbox', 'option', 'radio', 'switch', 'menuitemradio', 'treeitem'],
  'aria-expanded': ['application', 'button', 'checkbox', 'combobox', 'gridcell', 'link', 'listbox', 'menuitem', 'row', 'rowheader', 'tab', 'treeitem', 'columnheader', 'menuitemcheckbox', 'menuitemradio', 'switch'],
  'aria-haspopup': ['application', 'button', 'combobox', 'gridcell', 'link', 'menuitem', 'slider', 'tab', 'textbox', 'treeitem', 'columnheader', 'menuitemcheckbox', 'menuitemradio', 'rowheader', 'searchbox'],
  'aria-modal': ['alertdialog', 'dialog'],
  'aria-multiline': ['textbox', 'searchbox'],
  'aria-multiselectable': ['grid', 'listbox', 'tablist', 'tree', 'treegrid'],
  'aria-placeholder': ['textbox', 'searchbox'],
  'aria-pressed': ['button'],
  'aria-selected': ['gridcell', 'option', 'row', 'tab', 'columnheader', 'rowheader', 'treeitem'],
};

class AriaStateRole extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'A role-specific ARIA state or property only on an element whose role (explicit or implicit) supports it.', url: 'https://www.w3.org/TR/wai-aria-1.2/#state_prop_def' };
  }
  setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll('*')) {
        const attributes = element.attributes.filter((attribute) => attribute.key.toLowerCase() in ROLES_SUPPORTING);
        if (attributes.length === 0) continue;
        // The explicit role, else the one the element's metadata maps it to (generic for a div, listitem for an li…);
        // an input's role refused by input-role does not count (the W3C checker judges its states by its own role).
        const role = element.is('input') ? inputRole(element).role : (explicitRole(element) ?? (typeof element.role === 'string' ? element.role : null));
        if (!role) continue;
        for (const attribute of attributes) {
          if (!ROLES_SUPPORTING[attribute.key.toLowerCase()]?.includes(role)) {
            this.report(element, `${attribute.key} is not allowed on <${element.tagName}> with role ${role}`, attribute.keyLocation);
          }
        }
      }
    });
  }
}

const plugin: Plugin = {
  name: 'jobchat',
  rules: { 'jobchat/input-role': InputRole, 'jobchat/aria-state-role': AriaStateRole },
};

export const HTML_VALIDITY_CONFIG: ConfigData = {
  root: true,
  plugins: [plugin],
  extends: ['html-validate:recommended', 'html-validate:a11y', 'html-validate:document'],
  elements: ['html5'],
  rules: {
    'jobchat/input-role': 'error',
    'jobchat/aria-state-role': 'error',
    // No rule is off. The ones below are narrowed (each to one style, or by one option) to what is valid HTML and ARIA.
    // React's server render writes a void element self-closed (<img/>), valid HTML: held to that one style.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes the camelCase names of its props (charSet, autoComplete, hrefLang), valid as HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes a true boolean attribute as async="" and hidden="" (either rule may report it), valid HTML: held to that one style.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId ids start with "_" (_R_1735_); HTML allows any id without spaces (relaxed is the HTML rule, strict is a style).
    'valid-id': ['error', { relaxed: true }],
    // ARIA allows aria-label on any namable role (a <ul>'s list, as the job cards label their facts); the W3C checker accepts it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Integrity is for files from another origin; the app's own /assets/ come from the server that sends the page.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Narrowed, not off: the suggestions of a text combobox (the ARIA combobox pattern) are a listbox no <select> can be.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(HTML_VALIDITY_CONFIG));

/** The findings on a document or fragment, one line each ("rule line:column message"); none when valid. */
export async function htmlValidityFindings(html: string, filename = 'inline'): Promise<string[]> {
  const report = await validator.validateString(html, filename);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId} ${message.line}:${message.column} ${message.message}${message.selector ? ` (${message.selector})` : ''}`));
}
