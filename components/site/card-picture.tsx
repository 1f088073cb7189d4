import type { ReactNode } from 'react';
import { SiteImage } from './site-image';

const zoomOnHover = 'transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none';

/**
 * A card's picture in a frame of fixed shape (`frameClass`), or `fallback` when there is none.
 * It zooms a little while the card (a `group`) is hovered, unless `still`.
 */
export function CardPicture({
  src,
  frameClass,
  sizes,
  priority = false,
  portrait = false,
  still = false,
  fallback = null,
}: {
  src: string | null;
  frameClass: string;
  sizes: string;
  priority?: boolean;
  /** Keeps the top of the picture (a face) in view when the frame crops it. */
  portrait?: boolean;
  still?: boolean;
  fallback?: ReactNode;
}) {
  const fit = ['object-cover', portrait && 'object-top', !still && zoomOnHover].filter(Boolean).join(' ');
  return (
    <div className={`relative overflow-hidden bg-mist ${frameClass}`}>
      {src ? <SiteImage src={src} alt="" fill preload={priority} sizes={sizes} className={fit} /> : fallback}
    </div>
  );
}

/** The first letter of a name, in place of a missing portrait. */
export function NameInitial({ name, className }: { name: string; className: string }) {
  return (
    <span aria-hidden="true" className={`absolute inset-0 grid place-items-center font-serif ${className}`}>
      {name.trim().charAt(0)}
    </span>
  );
}
