import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { infoMessages } from '../messages';

/** The Google map costs about a megabyte: it loads when scrolled near the screen, or at once on request. */
export function MapEmbed() {
  const t = useMessages(infoMessages);
  const [show, setShow] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (show || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShow(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  return (
    <div ref={frame} className="aspect-[4/3] overflow-hidden rounded-lg border bg-muted sm:aspect-video" data-testid="map">
      {show ? (
        <iframe
          src={shopSettings.mapEmbedUrl}
          title={t('mapTitle', { address: shopSettings.address })}
          width={800}
          height={450}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="size-full border-0"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center">
          <MapPin className="size-8 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{shopSettings.address}</p>
          <Button variant="outline" size="sm" onClick={() => setShow(true)}>
            {t('showMap')}
          </Button>
        </div>
      )}
    </div>
  );
}
