/**
 * Browser globals where a server render evaluates them (issue 21 section 5: W03 answered 500 because a
 * default parameter read `globalThis.location.origin` on the server). Reported: at module level (runs on
 * import, on the server too), in default parameter values, and in the body of a component or hook
 * (PascalCase or use* name), which is its render. Allowed: inside other functions (effects, handlers,
 * callbacks run later) and `typeof window`. Callbacks that run where they are written count as their
 * surroundings: IIFEs, useMemo/useState initialisers, useSyncExternalStore's server snapshot, array
 * iteration. Modules only the browser loads are left out in eslint.config.js.
 * Scope analysis decides what is a global, so a local `location` is not one. Calls are not followed: a
 * plain helper that a render calls is not seen (pass it the value instead of letting it read a global).
 */

const BROWSER_GLOBALS = new Set([
  'window', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage', 'history', 'self', 'matchMedia', 'requestAnimationFrame',
]);
/** Objects whose properties are the globals: `globalThis.location`, `window.document`. */
const GLOBAL_OBJECTS = new Set(['globalThis', 'window', 'self']);

/** Hook arguments called during render: the argument's index per hook. */
const RENDER_TIME_CALLBACKS = new Map([
  ['useMemo', 0],
  ['useState', 0],
  ['useReducer', 2],
  ['useSyncExternalStore', 2],
]);
const ITERATION_METHODS = new Set([
  'map', 'flatMap', 'filter', 'forEach', 'reduce', 'reduceRight', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex', 'sort', 'toSorted',
]);

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
/** TypeScript nodes holding only types: nothing in them runs. */
const TYPE_ONLY = new Set(['TSTypeAnnotation', 'TSTypeQuery', 'TSTypeReference', 'TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'TSTypeParameterInstantiation', 'TSDeclareFunction']);

const isComponentOrHook = (name) => /^[A-Z]/.test(name) || /^use($|[A-Z0-9])/.test(name);

function propertyName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string') return member.property.value;
  return undefined;
}

function calleeName(call) {
  const callee = call.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return propertyName(callee);
  return undefined;
}

/** The name a function is known by: its own, its variable's (also through memo/forwardRef), or its key's. */
function functionName(fn) {
  if (fn.id) return fn.id.name;
  let holder = fn.parent;
  if (holder.type === 'CallExpression' && ['memo', 'forwardRef'].includes(calleeName(holder))) holder = holder.parent;
  if (holder.type === 'VariableDeclarator' && holder.id.type === 'Identifier') return holder.id.name;
  if (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(holder.type) && holder.key.type === 'Identifier') return holder.key.name;
  if (holder.type === 'AssignmentExpression' && holder.left.type === 'Identifier') return holder.left.name;
  return undefined;
}

/** Functions called right where they are written: what they read is read by their surroundings. */
function runsWhereWritten(fn) {
  const call = fn.parent;
  if (call.type !== 'CallExpression') return false;
  if (call.callee === fn) return true;
  const name = calleeName(call);
  if (RENDER_TIME_CALLBACKS.get(name) === call.arguments.indexOf(fn)) return true;
  return call.callee.type === 'MemberExpression' && ITERATION_METHODS.has(name) && call.arguments[0] === fn;
}

/** When `node` is evaluated: on import, as a default parameter, in a render, or later (undefined). */
function placeOf(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (TYPE_ONLY.has(parent.type)) return undefined;
    if (FUNCTION_TYPES.has(parent.type)) {
      if (parent.params.includes(child)) return { messageId: 'defaultParameter' };
      if (runsWhereWritten(parent)) continue;
      const name = functionName(parent);
      return name && isComponentOrHook(name) ? { messageId: 'render', data: { fn: name } } : undefined;
    }
    // Instance fields are set when an object is made, like a constructor's body.
    if (parent.type === 'PropertyDefinition' && !parent.static && child === parent.value) return undefined;
  }
  return { messageId: 'moduleLoad' };
}

/** The expression to report for a global reference: `globalThis.location` rather than `globalThis` alone. */
function reachedGlobal(identifier) {
  let expression = identifier;
  let name = identifier.name;
  let global = name;
  while (GLOBAL_OBJECTS.has(global) && expression.parent.type === 'MemberExpression' && expression.parent.object === expression) {
    const property = propertyName(expression.parent);
    if (!property || !BROWSER_GLOBALS.has(property)) break;
    expression = expression.parent;
    name = `${name}.${property}`;
    global = property;
  }
  return BROWSER_GLOBALS.has(global) ? { expression, name, global } : undefined;
}

/** References to globals by these names: unresolved ones, and those to configured globals (no declaration). */
function globalReferences(globalScope, names) {
  const references = globalScope.through.filter((reference) => names.has(reference.identifier.name));
  for (const name of names) {
    const variable = globalScope.set.get(name);
    if (variable && variable.defs.length === 0) references.push(...variable.references);
  }
  return [...new Set(references)];
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow browser globals where a server render evaluates them (module level, default parameters, render).' },
    schema: [],
    messages: {
      moduleLoad: '`{{name}}` is read when the module loads, on the server too: read it in an effect or an event handler, or pass it in; the server has no `{{global}}`.',
      defaultParameter: '`{{name}}` as a default parameter value is read whenever a caller leaves it out, on the server too: make the caller pass it; the server has no `{{global}}`.',
      render: '`{{name}}` is read while {{fn}} renders, on the server too: read it in an effect or an event handler, or pass it in; the server has no `{{global}}`.',
    },
  },
  create(context) {
    const names = new Set([...BROWSER_GLOBALS, ...GLOBAL_OBJECTS]);
    return {
      'Program:exit'(program) {
        const globalScope = context.sourceCode.getScope(program);
        for (const reference of globalReferences(globalScope, names)) {
          const reached = reachedGlobal(reference.identifier);
          if (!reached) continue;
          // `typeof window` and `typeof globalThis.location` are safe; `typeof window.location` still reads `window`.
          const { parent } = reached.expression;
          const checksSafely = reached.expression === reference.identifier || reference.identifier.name === 'globalThis';
          if (parent.type === 'UnaryExpression' && parent.operator === 'typeof' && checksSafely) continue;
          const place = placeOf(reached.expression);
          if (!place) continue;
          context.report({ node: reached.expression, messageId: place.messageId, data: { name: reached.name, global: reached.global, ...place.data } });
        }
      },
    };
  },
};
