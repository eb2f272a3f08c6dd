import { coerceProps, type PropKind } from '@flexportal/react/registry';

/** `transaction_id` → `transactionId`: the spec's path parameters as the screens' props. */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A registered screen's props on a portal route: its query and path parameters (snake case
 * as the spec names them), coerced by the registry's kinds as an element's attributes are.
 * A path parameter wins over the same name in the query.
 */
export function routeScreenProps(
  kinds: Readonly<Record<string, PropKind>>,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): Record<string, unknown> {
  const raw: Record<string, string | undefined> = Object.fromEntries(query);
  for (const [name, value] of Object.entries(params)) raw[camel(name)] = value;
  return coerceProps(kinds, raw);
}
