import { useState } from 'react';

interface AvatarProps {
  src: string;
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Empty when the name is written next to the picture. */
  alt?: string;
}

/** A round profile picture; the name's initial stands in when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', alt = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (!src || failed === src) {
    return (
      <span className={`avatar avatar--${size} avatar--initial`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        {initial}
      </span>
    );
  }
  return <img className={`avatar avatar--${size}`} src={src} alt={alt} onError={() => setFailed(src)} />;
}
