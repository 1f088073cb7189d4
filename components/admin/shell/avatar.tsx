import { assetUrl } from '@/lib/admin/paths';

/** A round head image, or the name's first letter. */
export function Avatar({ src, name, size = 'size-7' }: { src?: string | null; name?: string; size?: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded head image of any size
    <img src={assetUrl(src)} alt="" className={`${size} rounded-full object-cover`} data-testid="head-img" />
  ) : (
    <span
      aria-hidden
      className={`${size} inline-flex items-center justify-center rounded-full bg-primary text-xs font-semibold text-white uppercase`}
    >
      {name?.slice(0, 1) ?? ''}
    </span>
  );
}
