// Keyboard rule of the segmented control (issue 38), apart from the view so it is tested alone.

/**
 * The segment a key moves the choice to, as a native radio group does: arrows step to the
 * next or previous choosable segment and wrap around, Home and End go to the first and last
 * choosable one. Other keys (and a group with nothing choosable) give `null`.
 */
export function segmentStep(
  key: string,
  current: number,
  disabled: readonly boolean[],
): number | null {
  const count = disabled.length;
  const choosable = disabled.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
  if (choosable.length === 0) return null;
  if (key === 'Home') return choosable[0] as number;
  if (key === 'End') return choosable[choosable.length - 1] as number;
  const delta =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? 1
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? -1
        : 0;
  if (delta === 0) return null;
  let i = current;
  for (let n = 0; n < count; n++) {
    i = (i + delta + count) % count;
    if (!disabled[i]) return i;
  }
  return null;
}
