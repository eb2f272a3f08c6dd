// One script-tag entry per registered screen, generated from the registry: no file per
// screen to keep in step, and a screen missing from the bundle cannot exist.
import { SCREENS } from '@flexportal/react/registry';

const PREFIX = 'flexportal-screen:';

/** Rollup inputs: `screens/<name>` for every screen of SCREENS. */
export function screenInputs() {
  return Object.fromEntries(SCREENS.map((s) => [`screens/${s.name}`, `${PREFIX}${s.name}`]));
}

/**
 * Serves each entry as a module exporting `definition` (the registry entry plus its
 * component, imported from the screen's own React subpath), which the loader registers.
 */
export function screenEntries() {
  return {
    name: 'flexportal-screen-entries',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const screen = SCREENS.find((s) => s.name === id.slice(PREFIX.length + 1));
      if (!screen) throw new Error(`${id}: no such screen in the registry`);
      const from = `@flexportal/react${screen.subpath.slice(1)}`;
      // The component itself replaces its export name.
      const { component: exportName, ...data } = screen;
      return [
        `import { ${exportName} as component } from '${from}';`,
        `export const definition = { ...${JSON.stringify(data)}, component };`,
      ].join('\n');
    },
  };
}
