/** A text cut to `max` characters ends with an ellipsis, so a reader knows there is more. */
export function cutWithEllipsis(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
