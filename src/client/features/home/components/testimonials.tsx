import { Play, Quote } from 'lucide-react';
import { useState } from 'react';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { StarRating } from '@/client/components/star-rating';
import { homeLowerMessages } from '../messages';

// `text`: the quote's key in the catalog.
const QUOTES = [
  { name: 'Grace W.', place: 'Kitengela', text: 'quoteGrace' },
  { name: 'Peter O.', place: 'Kisumu', text: 'quotePeter' },
  { name: 'Amina H.', place: 'Mombasa', text: 'quoteAmina' },
] as const;

/** A poster button first: the YouTube player (and its half a megabyte of script) loads only when asked for. */
function VideoTestimonial({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useMessages(homeLowerMessages);
  return (
    <div className="aspect-video overflow-hidden rounded-lg border bg-slate-900">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          width={560}
          height={315}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-amber-900 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-110">
            <Play className="ml-1 size-7" aria-hidden="true" />
          </span>
          <span className="px-4 text-sm font-medium">{t('playVideo', { title })}</span>
        </button>
      )}
    </div>
  );
}

export function Testimonials() {
  const videos = shopSettings.testimonialVideoIds;
  const t = useMessages(homeLowerMessages);
  return (
    <section aria-labelledby="testimonials" className="bg-muted/40 py-12 [contain-intrinsic-size:auto_64rem] [content-visibility:auto]">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="testimonials" className="text-2xl font-bold">
          {t('testimonials')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('testimonialsText')}</p>
        {/* Only the shop's own customers' videos: none are shipped as placeholders (SHOP_VIDEO_IDS). */}
        {videos.length > 0 && (
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            {videos.map((videoId, index) => (
              <VideoTestimonial key={videoId} videoId={videoId} title={t('video', { number: index + 1 })} />
            ))}
          </div>
        )}
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {QUOTES.map((quote) => (
            <li key={quote.name}>
              <figure className="h-full rounded-lg border bg-card p-5">
                <Quote className="size-6 text-primary" aria-hidden="true" />
                <StarRating rating={5} className="mt-2" />
                <blockquote className="mt-3 text-sm text-muted-foreground">“{t(quote.text)}”</blockquote>
                <figcaption className="mt-4 text-sm font-semibold">
                  {quote.name}, <span className="font-normal text-muted-foreground">{quote.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
