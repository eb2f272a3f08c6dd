/** The company id of an affiliation code `aff-<company id>`, or null for anything else. */
export const affiliationOf = (code: string): number | null =>
  /^aff-(\d{1,9})$/.exec(code)?.[1] ? Number(code.slice(4)) : null;
