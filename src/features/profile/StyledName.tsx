import type { Display } from '../../../domain/user';
import { displayStyle } from './displayStyle';

interface StyledNameProps {
  name: string;
  display: Display;
  as?: 'span' | 'h1' | 'h2';
  className?: string;
}

/** A username drawn with its owner's styling (font, colour or gradient, glow). */
export function StyledName({ name, display, as: Tag = 'span', className = '' }: StyledNameProps) {
  const styled = displayStyle(display);
  return (
    <Tag className={`${styled.className} ${className}`.trim()} style={styled.style}>
      {name}
    </Tag>
  );
}
