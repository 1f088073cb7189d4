import { SiteImage } from './site-image';

/**
 * The wide picture under a detail page's heading: the largest element on first view, so it is
 * announced early and fetched first. `contain` shows all of it (a banner or a logo), `cover` fills
 * the frame (an article's cover).
 */
export function CoverFigure({ src, fit }: { src: string; fit: 'cover' | 'contain' }) {
  return (
    <figure className="mx-auto mt-10 max-w-5xl sm:mt-14 sm:px-8 lg:px-10">
      <div className="relative aspect-[16/9] overflow-hidden bg-mist">
        <SiteImage
          src={src}
          alt=""
          fill
          preload
          sizes="(min-width: 1024px) 64rem, 100vw"
          className={fit === 'cover' ? 'object-cover' : 'object-contain'}
        />
      </div>
    </figure>
  );
}
