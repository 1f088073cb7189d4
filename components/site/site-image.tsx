import { getImageProps, type ImageLoader, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { basePath } from '@/lib/base-path';
import { isResizableUpload, resizedUploadPath } from '@/lib/site/resized-upload';

/** Pictures the image optimiser may resize: uploads and the site's own files. */
function isOptimisable(src: string): boolean {
  return src.startsWith('/api/upload/') || src.startsWith('/images/');
}

type SiteImageProps = Omit<ImageProps, 'src' | 'alt' | 'priority' | 'onLoad' | 'onError' | 'placeholder'> & {
  src: string;
  alt: string;
  /** The widest version worth offering (device pixels), for a picture never shown wide. */
  widest?: number;
};

/** An upload's versions at their short addresses (lib/site/resized-upload.ts). */
const uploadLoader: ImageLoader = ({ src, width }) => `${basePath}${resizedUploadPath(src, width)}`;

/** The widest fixed-size picture (CSS pixels) shown from one version. */
const smallest = 64;

/**
 * A picture shown at one width in CSS pixels (`sizes="64px"`) needs no version over three times
 * that; Next.js would offer every configured width, up to the widest screen's.
 */
function widestForFixedSizes(sizes: string | undefined): number {
  const fixed = sizes ? /^(\d+)px$/.exec(sizes.trim()) : null;
  return fixed ? Number(fixed[1]) * 3 : Infinity;
}

/** Drops the srcset's versions wider than `widest`; `src` becomes the widest one left. */
function capWidths(props: { src: string; srcSet?: string }, widest: number) {
  const kept = (props.srcSet ?? '').split(', ').filter((entry) => Number(/ (\d+)w$/.exec(entry)?.[1] ?? Infinity) <= widest);
  if (!kept.length) return;
  props.srcSet = kept.join(', ');
  props.src = kept[kept.length - 1].replace(/ \d+w$/, '');
}

/**
 * A picture resized by the image optimiser (modern formats, a srcset for `sizes`, lazy unless
 * `preload`) when it is stored here; an address elsewhere is shown as it is, since the optimiser
 * only fetches known origins. Rendered on the server as a plain <img>: the browser gets neither
 * the next/image component nor its hydration. A `preload` picture (the one that is largest on
 * first view) is announced in the head and fetched with high priority.
 */
export function SiteImage({ src, alt, fill, width, height, className, sizes, preload, widest, ...rest }: SiteImageProps) {
  if (isOptimisable(src)) {
    const { props } = getImageProps({
      src,
      alt,
      fill,
      width,
      height,
      className,
      sizes,
      preload,
      fetchPriority: preload ? 'high' : undefined,
      loader: isResizableUpload(src) ? uploadLoader : undefined,
      ...rest,
    });
    const cap = Math.min(widest ?? Infinity, widestForFixedSizes(sizes));
    if (cap < Infinity) capWidths(props, cap);
    // An icon or logo: its one version at twice its size (`src`) is sharp on every screen and
    // spares the markup and the page's payload two more long addresses.
    if (!fill && Number(width) <= smallest) delete props.srcSet;
    if (preload) {
      preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
    }
    // A filling picture is placed by classes rather than the long inline style Next.js writes,
    // which every picture would repeat in the markup and again in the page's inline payload.
    // Next.js's `color: transparent` hides the alt text while the picture loads: an empty alt needs no hiding.
    const { style: { color, ...size } = {}, ...attributes } = props;
    const style = alt ? { color, ...size } : size;
    if (!fill && Object.keys(style).length) Object.assign(attributes, { style });
    return fill ? (
      // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in attributes
      <img {...attributes} className={`picture-fill ${className ?? ''}`} />
    ) : (
      // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
      <img {...attributes} />
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={fill ? undefined : Number(width) || undefined}
      height={fill ? undefined : Number(height) || undefined}
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      decoding="async"
      className={`${fill ? 'picture-fill' : ''} ${className ?? ''}`}
    />
  );
}
