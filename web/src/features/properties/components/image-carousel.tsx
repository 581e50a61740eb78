import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { PropertyMedia } from '@ghar/contracts/http';
import { PropertyImage } from '@/components/listing/property-image';

const SWIPE_MIN_PX = 40;

// Part 1 §2 detail carousel: medium-size photos, thumbnails, a '2 / 5' counter; arrow keys when
// focused and a swipe on touch screens move between photos.
export const ImageCarousel = ({ media, title }: { media: PropertyMedia[]; title: string }) => {
  const { t } = useTranslation('properties');
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const total = media.length;
  const current = media[index];

  if (total === 0) {
    return (
      <PropertyImage
        image={undefined}
        alt=""
        placeholder={t('detail.carousel.noPhotos')}
        className="aspect-[16/10] w-full rounded-2xl"
      />
    );
  }

  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const arrow = (direction: 'previous' | 'next') => (
    <button
      type="button"
      onClick={() => go(direction === 'next' ? index + 1 : index - 1)}
      aria-label={t(`detail.carousel.${direction}`)}
      className={cn(
        'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white',
        direction === 'next' ? 'end-3' : 'start-3',
      )}
    >
      {direction === 'next' ? (
        <ChevronRight aria-hidden="true" className="size-6" />
      ) : (
        <ChevronLeft aria-hidden="true" className="size-6" />
      )}
    </button>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('detail.carousel.label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
        go(end < start ? index + 1 : index - 1);
      }}
      className="rounded-2xl focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <PropertyImage
          key={index}
          image={current?.medium}
          alt={t('detail.carousel.photo', { index: index + 1, title })}
          placeholder={t('card.noPhoto')}
          eager
          width={current?.width}
          height={current?.height}
          className="aspect-[16/10] w-full"
        />
        {total > 1 && (
          <>
            {arrow('previous')}
            {arrow('next')}
          </>
        )}
        <p
          aria-live="polite"
          className="absolute end-3 bottom-3 rounded-full bg-slate-900/75 px-3 py-1 text-sm font-semibold text-white"
        >
          {t('detail.carousel.counter', { current: index + 1, total })}
        </p>
      </div>
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {media.map((item, position) => (
            <li key={position} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('detail.carousel.show', { index: position + 1 })}
                aria-current={position === index}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 ring-offset-1',
                  position === index
                    ? 'ring-brand-600'
                    : 'ring-transparent opacity-75 hover:opacity-100',
                )}
              >
                <PropertyImage image={item.thumb} alt="" placeholder="" className="h-16 w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
