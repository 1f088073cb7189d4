'use client';

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface CarouselLabels {
  label: string;
  previous: string;
  next: string;
  /** Per slide, e.g. "Slide 1 of 3". */
  slides: string[];
  /** Per slide, e.g. "Go to slide 1". */
  goTo: string[];
}

/**
 * The home page's banners: slides side by side in a scroll-snapping strip (swipe on a phone,
 * buttons and arrow keys elsewhere). It never moves on its own.
 */
export function BannerCarousel({ labels, children }: { labels: CarouselLabels; children: ReactNode }) {
  const slides = Children.toArray(children);
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setCurrent(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  const show = useCallback(
    (index: number) => {
      const element = strip.current;
      if (!element) return;
      const target = (index + slides.length) % slides.length;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
      element.scrollTo({ left: direction * target * element.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
      setCurrent(target);
    },
    [slides.length],
  );

  const many = slides.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label={labels.label} className="relative bg-ink" data-testid="banner-carousel">
      <div
        ref={strip}
        tabIndex={many ? 0 : undefined}
        aria-label={many ? labels.label : undefined}
        role={many ? 'group' : undefined}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          if (event.key === 'ArrowRight') show(current + 1);
          if (event.key === 'ArrowLeft') show(current - 1);
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
            className="relative w-full shrink-0 snap-start"
            data-testid="banner-slide"
          >
            {slide}
          </div>
        ))}
      </div>
      {many ? (
        <div className="on-dark pointer-events-none absolute inset-x-0 bottom-0">
          <div className="site-container flex items-center justify-between gap-4 pb-5 sm:pb-8">
            <ol className="pointer-events-auto flex items-center gap-1">
              {slides.map((_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => show(index)}
                    aria-label={labels.goTo[index]}
                    aria-current={index === current ? 'true' : undefined}
                    className="group grid h-11 w-9 place-items-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-0.5 w-7 transition-colors ${index === current ? 'bg-brass-light' : 'bg-white/60 group-hover:bg-white'}`}
                    />
                  </button>
                </li>
              ))}
            </ol>
            <div className="pointer-events-auto flex gap-2">
              <StepButton label={labels.previous} path="M15 5l-7 7 7 7" onClick={() => show(current - 1)} />
              <StepButton label={labels.next} path="M9 5l7 7-7 7" onClick={() => show(current + 1)} />
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** A previous or next arrow; `path` draws the chevron. */
function StepButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid h-11 w-11 place-items-center border border-white/50 text-white transition-colors hover:bg-white hover:text-ink"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="rtl:rotate-180"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
