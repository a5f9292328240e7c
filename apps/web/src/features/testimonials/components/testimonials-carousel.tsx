import { startTransition, useEffect, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent } from 'react';
import { Pause, Play, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS, publishedTestimonials } from '@mizan/data/testimonials';
import type { Testimonial } from '@mizan/data/testimonials';
import { formatDate } from '@/lib/format-date';
import { isLanguage } from '@/lib/i18n';

const COPIES = 3;

/** Keep a drag offset within one copy of the cards, so the looped track always fills the view. */
export function wrapOffset(offset: number, copyWidth: number): number {
  if (copyWidth <= 0) return 0;
  return ((offset % copyWidth) - copyWidth) % copyWidth || 0;
}

function TestimonialCard({ item, hidden }: { item: Testimonial; hidden: boolean }) {
  const { t, i18n } = useTranslation('testimonials');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <li
      aria-hidden={hidden || undefined}
      className="mr-4 flex w-[300px] shrink-0 flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm min-[420px]:w-[360px]"
    >
      <span
        className="flex gap-0.5 text-terracotta-600"
        role="img"
        aria-label={t('rating', { rating: item.rating })}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            className="size-4"
            fill={i < item.rating ? 'currentColor' : 'none'}
          />
        ))}
      </span>
      <blockquote className="flex-1 text-ink">“{item.excerpt[lng]}”</blockquote>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-teal-800 text-sm font-bold text-white"
        >
          {item.initials}
        </span>
        <div className="text-sm">
          <p className="font-semibold text-teal-900">
            {item.name} · {item.country}
          </p>
          <p className="text-muted">{t('writtenOn', { date: formatDate(item.writtenOn, i18n.language) })}</p>
        </div>
      </div>
    </li>
  );
}

/**
 * The home page's testimonials (spec 2 "Home"): real reviews only. The data file ships samples that only
 * show the layout; a visitor never sees them, and with no real review there is no carousel at all (a
 * constant, so the prerendered page and its hydration agree).
 */
export function TestimonialsCarousel({
  testimonials = TESTIMONIALS,
}: {
  testimonials?: readonly Testimonial[];
}) {
  const items = publishedTestimonials(testimonials);
  return items.length > 0 ? <Carousel items={items} /> : null;
}

/**
 * Auto-scrolling, draggable cards: a CSS animation moves the track; a pointer drag pauses it and shifts it
 * by hand; reduced motion (CSS) or the pause button stops it.
 */
function Carousel({ items }: { items: readonly Testimonial[] }) {
  const { t } = useTranslation('testimonials');
  const trackRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The copies that only a loop or a drag can reach come in a render of their own, after the first paint
  // of the screen: the start page's longest task is its first layout, which then held 12 cards (ADR 013).
  const [copies, setCopies] = useState(1);
  useEffect(() => startTransition(() => setCopies(COPIES)), []);

  const copyWidth = () => (trackRef.current?.scrollWidth ?? 0) / copies;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setOffset(wrapOffset(drag.current.startOffset + event.clientX - drag.current.startX, copyWidth()));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <section aria-labelledby="testimonials-title" className="-mx-4">
      <div className="flex items-end justify-between px-4">
        <div>
          <h2 id="testimonials-title" className="text-lg font-semibold text-teal-900">
            {t('heading')}
          </h2>
          <p className="text-xs text-muted">{t('translatedNote')}</p>
        </div>
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? t('play') : t('pause')}
          className="rounded-full p-2 text-teal-800 hover:bg-teal-50 motion-reduce:hidden"
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <div
        className={`mt-3 overflow-hidden py-1 pl-4 select-none ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <div style={{ transform: `translateX(${offset}px)` }}>
          <ul
            ref={trackRef}
            className="testimonials-track flex w-max"
            data-paused={dragging || stopped}
            style={{ '--cards': items.length } as CSSProperties}
          >
            {Array.from({ length: copies }, (_, copy) =>
              items.map((item) => (
                <TestimonialCard key={`${copy}-${item.id}`} item={item} hidden={copy > 0} />
              )),
            )}
          </ul>
        </div>
      </div>
    </section>
  );
}
