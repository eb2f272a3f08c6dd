import { createElement, type ReactNode } from 'react';
import { type MarkupNode, parseMarkup } from './announcementMarkup.js';

/** Props of {@link AnnouncementText}. */
export interface AnnouncementTextProps {
  /** Text from the server, possibly with a few simple tags (`<b>`, `<i>`, `<br>`...). */
  text: string;
}

// Keys are positions: parsed text never reorders.
const render = (nodes: readonly MarkupNode[]): ReactNode[] =>
  nodes.map((n, i) =>
    typeof n === 'string' ? n : createElement(n.tag, { key: i }, ...render(n.children)),
  );

/**
 * Server text with its allowed tags as React elements (`parseMarkup`'s allow-list) and
 * everything else as text: never `dangerouslySetInnerHTML` (R12).
 */
export function AnnouncementText({ text }: AnnouncementTextProps) {
  return <>{render(parseMarkup(text))}</>;
}
