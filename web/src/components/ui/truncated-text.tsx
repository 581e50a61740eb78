import type { ElementType } from 'react';
import { cn } from '@/lib/cn';

type TruncatedTextProps = { text: string; as?: ElementType; className?: string; id?: string };

/**
 * A name, e-mail or title on one line: a long one ends in an ellipsis instead of widening its
 * table or card, and the whole text stays readable on hover (title) and to screen readers.
 */
export const TruncatedText = ({ text, as: Tag = 'span', className, id }: TruncatedTextProps) => (
  <Tag id={id} title={text} className={cn('block max-w-full min-w-0 truncate', className)}>
    {text}
  </Tag>
);
