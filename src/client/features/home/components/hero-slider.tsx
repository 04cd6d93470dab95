import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { BANNER_WIDTHS, imageSrcSet } from '@/shared/images';
import { categoryHref } from '../category-links';

interface Slide {
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  category: string;
  image: string;
}

export const HERO_SLIDES: Slide[] = [
  {
    title: 'Power Your Home with the Sun',
    subtitle: 'Tier-1 Solar Panels',
    description: 'Mono PERC and N-type panels from Jinko and Longi, sized for Kenyan rooftops and built for 25 years of sunshine.',
    buttonText: 'Shop Solar Panels',
    category: 'solar-panels',
    image: '/images/hero/solar-panels.svg',
  },
  {
    title: 'Lithium Storage That Lasts',
    subtitle: 'LiFePO4 Batteries',
    description: 'Keep the lights, fridge and Wi-Fi on through every blackout with 6,000-cycle lithium batteries that need no topping up.',
    buttonText: 'Shop Batteries',
    category: 'hithium-batteries',
    image: '/images/hero/batteries.svg',
  },
  {
    title: 'Smart Hybrid Inverters',
    subtitle: 'Solar, Battery and Grid in One',
    description: 'Vestwoods hybrid inverters from 3kW to 10kW switch between solar, battery and KPLC power without you noticing.',
    buttonText: 'Shop Inverters',
    category: 'vestwoods-inverters',
    image: '/images/hero/inverters.svg',
  },
  {
    title: 'Power Anywhere You Go',
    subtitle: 'Portable Power Stations',
    description: 'Silent, fume-free power for safaris, site work, events and home backup. Charge from the wall, the car or the sun.',
    buttonText: 'Shop Power Stations',
    category: 'vestwoods-powerstations',
    image: '/images/hero/power-stations.svg',
  },
  {
    title: 'Everything to Finish the Job',
    subtitle: 'Cables, Connectors and Protection',
    description: 'MC4 connectors, PV cable, breakers, surge protection and mounting rails for a safe, tidy installation.',
    buttonText: 'Shop Accessories',
    category: 'accessories',
    image: '/images/hero/accessories.svg',
  },
];

/** Five slides; previous and next wrap around both ways, the dots jump; it never moves on its own (docs/product.md, "Home"). */
export function HeroSlider() {
  const [current, setCurrent] = useState(0);
  const count = HERO_SLIDES.length;
  const go = (index: number) => setCurrent((index + count) % count);
  const slide = HERO_SLIDES[current]!;
  return (
    <section aria-roledescription="carousel" aria-label="Featured categories" className="relative overflow-hidden bg-slate-900 text-white">
      {/* Only the slide on screen is in the page: the other four would be parsed, styled and hydrated unseen. */}
      <div
        key={slide.category}
        role="group"
        aria-roledescription="slide"
        aria-label={`${current + 1} of ${count}`}
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
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{slide.subtitle}</p>
          <h2 className="mt-2 max-w-xl text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
          <p className="mt-3 max-w-lg text-sm text-white/85 sm:text-base">{slide.description}</p>
          <div className="mt-6">
            <Button asChild size="lg">
              <Link to={categoryHref(slide.category)}>{slide.buttonText}</Link>
            </Button>
          </div>
        </div>
      </div>
      <Button
        variant="overlay"
        size="icon"
        rounded="full"
        aria-label="Previous slide"
        onClick={() => go(current - 1)}
        className="absolute left-2 top-1/2 -translate-y-1/2"
      >
        <ChevronLeft />
      </Button>
      <Button
        variant="overlay"
        size="icon"
        rounded="full"
        aria-label="Next slide"
        onClick={() => go(current + 1)}
        className="absolute right-2 top-1/2 -translate-y-1/2"
      >
        <ChevronRight />
      </Button>
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.category}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
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
