import Image, { type ImageProps } from 'next/image';

/** Pictures the image optimiser may resize: uploads and the site's own files. */
function isOptimisable(src: string): boolean {
  return src.startsWith('/api/upload/') || src.startsWith('/images/');
}

type SiteImageProps = Omit<ImageProps, 'src' | 'alt'> & { src: string; alt: string };

/**
 * A picture through next/image (resized, modern formats, lazy) when it is stored here; an
 * address elsewhere is shown as it is, since the optimiser only fetches known origins.
 */
export function SiteImage({ src, alt, fill, width, height, className, sizes, preload, ...rest }: SiteImageProps) {
  if (isOptimisable(src)) {
    return (
      <Image src={src} alt={alt} fill={fill} width={width} height={height} className={className} sizes={sizes} preload={preload} {...rest} />
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
      decoding="async"
      className={`${fill ? 'absolute inset-0 h-full w-full' : ''} ${className ?? ''}`}
    />
  );
}
