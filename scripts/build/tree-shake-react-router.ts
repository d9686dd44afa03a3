import type { Plugin } from 'vite';

const REACT_ROUTER_DIST =
  /node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]/;
const UNMARKED_FACTORY = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "\w+";$/gm;

/**
 * Lets the bundler drop the parts of react-router the app never uses (forms, NavLink, data
 * router prefetching), which the patient's first page pays for otherwise. react-router's build
 * creates its components with `React.forwardRef(...)` and then sets `X.displayName = "X"`
 * at the top level; an unmarked call and a property write both count as side effects, so
 * every component stays in the bundle whether used or not. forwardRef, createContext and
 * memo are pure, and a display name only labels a component in React's developer tools, so
 * marking the calls pure and leaving the names out changes nothing at run time. If a
 * react-router release changes this code, the patterns stop matching and the bundle is
 * simply as large as before (`npm run size` shows it).
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'lmn:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      const shakeable = code
        .replace(UNMARKED_FACTORY, '$1/* @__PURE__ */ $2')
        .replace(TOP_LEVEL_DISPLAY_NAME, '');
      return shakeable === code ? null : { code: shakeable, map: null };
    },
  };
}
