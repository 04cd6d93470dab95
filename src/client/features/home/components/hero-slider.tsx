import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { BANNER_WIDTHS, imageSrcSet } from '@/shared/images';
import { categoryHref } from '../category-links';
import { homeMessages } from '../messages';

type SlideText = 'panels' | 'batteries' | 'inverters' | 'stations' | 'accessories';

/** Each slide's title, subtitle, text and button are the home catalog's `{text}Title`, `{text}Subtitle`, and so on. */
export const HERO_SLIDES: { text: SlideText; category: string; image: string }[] = [
  { text: 'panels', category: 'solar-panels', image: '/images/hero/solar-panels.svg' },
  { text: 'batteries', category: 'hithium-batteries', image: '/images/hero/batteries.svg' },
  { text: 'inverters', category: 'vestwoods-inverters', image: '/images/hero/inverters.svg' },
  { text: 'stations', category: 'vestwoods-powerstations', image: '/images/hero/power-stations.svg' },
  { text: 'accessories', category: 'accessories', image: '/images/hero/accessories.svg' },
];

/** The buttons either side of the slide, in this order. */
const ARROWS = [
  { label: 'previousSlide', step: -1, Icon: ChevronLeft, side: 'left-2' },
  { label: 'nextSlide', step: 1, Icon: ChevronRight, side: 'right-2' },
] as const;

/** Five slides; previous and next wrap around both ways, the dots jump; it never moves on its own (docs/product.md, "Home"). */
export function HeroSlider() {
  const [current, setCurrent] = useState(0);
  const count = HERO_SLIDES.length;
  const go = (index: number) => setCurrent((index + count) % count);
  const slide = HERO_SLIDES[current]!;
  const t = useMessages(homeMessages);
  return (
    <section aria-roledescription="carousel" aria-label={t('slides')} className="relative overflow-hidden bg-slate-900 text-white">
      {/* Only the slide on screen is in the page: the other four would be parsed, styled and hydrated unseen. */}
      <div
        key={slide.category}
        role="group"
        aria-roledescription="slide"
        aria-label={t('slideOf', { number: current + 1, count })}
        className="relative"
      >
        <img
          src={slide.image}
          // WebP copies for the screen's width: an SVG this size is drawn on the main thread while the page starts.
          srcSet={imageSrcSet(slide.image, BANNER_WIDTHS)}
          sizes="100vw"
          alt=""
          width={1600}
          height={700}
          fetchPriority={current === 0 ? 'high' : undefined}
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/45 to-transparent" aria-hidden="true" />
        <div className="relative mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-center px-14 py-12 sm:min-h-[26rem] sm:px-16 lg:min-h-[30rem]">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{t(`${slide.text}Subtitle`)}</p>
          <h2 className="mt-2 max-w-xl text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{t(`${slide.text}Title`)}</h2>
          <p className="mt-3 max-w-lg text-sm text-white/85 sm:text-base">{t(`${slide.text}Text`)}</p>
          <div className="mt-6">
            <Button asChild size="lg">
              <Link to={categoryHref(slide.category)}>{t(`${slide.text}Button`)}</Link>
            </Button>
          </div>
        </div>
      </div>
      {ARROWS.map(({ label, step, Icon, side }) => (
        <Button
          key={label}
          variant="overlay"
          size="icon"
          rounded="full"
          aria-label={t(label)}
          onClick={() => go(current + step)}
          className={`absolute ${side} top-1/2 -translate-y-1/2`}
        >
          <Icon />
        </Button>
      ))}
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.category}
            type="button"
            aria-label={t('goToSlide', { number: index + 1 })}
            aria-current={index === current}
            onClick={() => go(index)}
            className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <span className={cn('block h-2 rounded-full transition-all', index === current ? 'w-6 bg-primary' : 'w-2 bg-white/60')} />
          </button>
        ))}
      </div>
    </section>
  );
}
