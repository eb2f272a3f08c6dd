/** Custom element description of {@link Import}: data only, read by @flexportal/elements. */
export const importElement = {
  tag: 'flexportal-import',
  description:
    'Bulk payments from an xlsx file: preview with statistics and row errors (an annotated copy to download), then confirm; live progress of the import.',
  warm: ['bankAccounts'],
  props: {
    aid: 'number',
    importsHref: 'string',
    pendingHref: 'string',
  },
  events: {},
  parts: [
    'import',
    'drop',
    'file-name',
    'stats',
    'rows',
    'button',
    'success',
    'notices',
    'notice',
    'progress',
  ],
} as const;
