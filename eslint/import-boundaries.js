// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Keeps the architecture's import directions (ARCHITECTURE.md, STYLE.md):
 * - contract/ imports nothing of ours but itself;
 * - machines/ imports machines/, contract/ and the generated i18n types, and no React, router
 *   or HTTP client (the app provides actors);
 * - server/ imports server/, contract/ and i18n/, never the SPA or its machines;
 * - a feature in src/features/<name>/ never reaches into another feature, and shared SPA code
 *   (src/components, src/lib) never imports features or the app shell.
 */
const root = process.cwd();

/** Folder of a repository path, as the rules name it. */
function areaOf(path) {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'src' && parts[1] === 'features') return { area: 'feature', feature: parts[2] };
  if (parts[0] === 'src') return { area: parts[1] === 'app' || parts[1] === 'main.tsx' ? 'app' : 'shared-ui' };
  return { area: parts[0] };
}

const forbiddenPackages = {
  machines: [/^react($|\/)/, /^react-dom/, /^@xstate\/react/, /^@xstate\/store-react/, /^wouter/, /^ofetch/, /^radix-ui/, /^@dnd-kit/, /^react-zoom-pan-pinch/],
  contract: [/^react/, /^xstate/, /^drizzle-orm/, /^fastify/],
  server: [/^react/, /^@xstate/, /^xstate/, /^wouter/, /^ofetch/],
};

function refusal(from, to, target) {
  if (from.area === 'contract' && to.area !== 'contract') return 'contract/ imports nothing of ours outside contract/';
  if (from.area === 'machines' && !['machines', 'contract'].includes(to.area) && !target.endsWith(`i18n${sep}i18n-types`)) {
    return 'machines/ imports only machines/, contract/ and the i18n types';
  }
  if (from.area === 'server' && ['src', 'feature', 'app', 'shared-ui', 'machines'].includes(to.area)) return 'server/ never imports the SPA or its machines';
  if (from.area === 'i18n' && to.area !== 'i18n' && to.area !== 'contract') return 'i18n/ imports only i18n/ and contract/';
  if (from.area === 'feature' && to.area === 'feature' && to.feature !== from.feature)
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  if (from.area === 'feature' && to.area === 'app') return 'features do not import the app shell';
  if (from.area === 'shared-ui' && (to.area === 'feature' || to.area === 'app')) return 'shared SPA code (components, lib) imports no feature and no app code';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', schema: [], messages: { refused: '{{reason}} ({{source}})' } },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = resolve(dirname(file), source);
        const reason = refusal(from, areaOf(target), target);
        if (reason) context.report({ node, messageId: 'refused', data: { reason, source } });
        return;
      }
      const packages = forbiddenPackages[from.area] ?? [];
      if (packages.some((pattern) => pattern.test(source))) {
        context.report({ node, messageId: 'refused', data: { reason: `${from.area}/ must not use this package`, source } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
