/** Photos sent with a claim or a commissioning, as small squares in a row; `alt` names each by its number, from 1. */
export function PhotoThumbnails({
  photos,
  alt,
  className = 'flex flex-wrap gap-2',
}: {
  photos: string[];
  alt: (number: number) => string;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={className}>
      {photos.map((src, index) => (
        <li key={src}>
          <img src={src} alt={alt(index + 1)} width={64} height={64} className="size-16 rounded-md border object-cover" />
        </li>
      ))}
    </ul>
  );
}
