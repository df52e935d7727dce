import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `styled.tag` or `styled(Component)` directly followed by its template or `.attrs(`: a component definition. */
const DEFINITION = /\bstyled(\.[A-Za-z]\w*|\((?:[^()]|\([^()]*\))*\))(?=\s*(?:`|\.attrs\s*\())/g;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Adds `.withConfig({ componentId })` to every styled component definition, the id taken from the file (relative
 * to `root`) and the definition's place in it, like babel-plugin-styled-components' `ssr` option.
 *
 * Without it styled-components numbers its components in the order they are defined, so the prerendered HTML
 * (config/prerender.ts) and the browser, which evaluate the modules in a different order (other chunks), would
 * name the same component's classes differently and the hydrated page would keep the build's class names.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'lander-styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled')) return null;
      const where = path.relative(root, file).split(path.sep).join('/');
      let index = 0;
      const out = code.replace(DEFINITION, (definition) => {
        const hash = createHash('sha256').update(`${where}:${index++}`).digest('base64url').slice(0, 6);
        return `${definition}.withConfig({componentId:"sc-${hash.replace(/[^A-Za-z0-9]/g, 'x')}"})`;
      });
      return index === 0 ? null : { code: out, map: null };
    },
  };
}
