import type { ReactNode } from 'react';
import { SiteImage } from './site-image';

// No card is wider than about 400 CSS pixels, nor half a tablet's width: 828 device pixels are enough.
const cardWidest = 828;

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
  widest = cardWidest,
}: {
  src: string | null;
  frameClass: string;
  sizes: string;
  priority?: boolean;
  /** Keeps the top of the picture (a face) in view when the frame crops it. */
  portrait?: boolean;
  still?: boolean;
  fallback?: ReactNode;
  /** The widest version worth offering, in device pixels. */
  widest?: number;
}) {
  const fit = ['object-cover', portrait && 'object-top', !still && 'card-zoom'].filter(Boolean).join(' ');
  return (
    <div className={`picture-frame ${frameClass}`}>
      {src ? <SiteImage src={src} alt="" fill preload={priority} sizes={sizes} widest={widest} className={fit} /> : fallback}
    </div>
  );
}

const portraitSizes = {
  // Half a phone's width, and never wider than about 340 CSS pixels from sm up.
  card: {
    widest: cardWidest,
    frameClass: 'aspect-[4/5]',
    sizes: '(min-width: 640px) 340px, 50vw',
    initial: 'text-5xl text-ink/30',
  },
  row: { widest: cardWidest, frameClass: 'h-20 w-16 shrink-0', sizes: '64px', initial: 'text-2xl text-muted' },
};

/** A lawyer's portrait, large in a card or small in a row, or the first letter of the name without one. */
export function Portrait({
  person,
  size,
  priority = false,
}: {
  person: { name: string; photoUrl: string | null };
  size: keyof typeof portraitSizes;
  priority?: boolean;
}) {
  const { widest, frameClass, sizes, initial } = portraitSizes[size];
  return (
    <CardPicture
      src={person.photoUrl}
      frameClass={frameClass}
      sizes={sizes}
      widest={widest}
      priority={priority}
      portrait
      still={size === 'row'}
      fallback={
        <span aria-hidden="true" className={`absolute inset-0 grid place-items-center font-serif ${initial}`}>
          {person.name.trim().charAt(0)}
        </span>
      }
    />
  );
}
