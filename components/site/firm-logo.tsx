import { SiteImage } from './site-image';

/** The firm's logo from the portal configuration, or its initial when none is set. */
export function FirmLogo({
  logoUrl,
  name,
  size = 40,
  className = '',
}: {
  logoUrl: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  if (logoUrl) {
    return <SiteImage src={logoUrl} alt="" width={size} height={size} className={`shrink-0 object-contain ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-ink font-serif text-lg text-white ${className}`}
      style={{ width: size, height: size }}
    >
      {name.trim().charAt(0)}
    </span>
  );
}
