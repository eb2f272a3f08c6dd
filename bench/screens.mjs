// Every screen the benchmarks measure: the registered ones (the registry's SCREENS, carried
// by ELEMENTS), each with the attributes its registry example sets, what counts as it being
// visible signed out (default: the in-widget sign-in's first input, as on a cold partner
// page) and who signs in to use it (an administrator for a screen of the admin routes).
import { ELEMENTS } from '@flexportal/elements';

export const SCREENS = ELEMENTS.map((e) => ({
  tag: e.tag,
  attrs: { ...e.example?.attributes },
  visible: e.example?.visible ?? 'input',
  role: e.routes.some((r) => r.startsWith('admin.')) ? 'admin' : 'manager',
}));
