// Every screen the benchmarks measure: the registered ones (the registry's SCREENS, carried
// by ELEMENTS), each with the attributes its registry example sets and what counts as it
// being visible (default: the in-widget sign-in's first input, as on a cold partner page).
import { ELEMENTS } from '@flexportal/elements';

export const SCREENS = ELEMENTS.map((e) => ({
  tag: e.tag,
  attrs: { ...e.example?.attributes },
  visible: e.example?.visible ?? 'input',
}));
