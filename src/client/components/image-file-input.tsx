import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'accept' | 'multiple' | 'onChange'> & { onFiles(files: File[]): void };

/** A picker for pictures: hands over every file chosen, then forgets them, so the same file can be chosen again. */
export function ImageFileInput({ onFiles, ...props }: Props) {
  return (
    <input
      {...props}
      type="file"
      accept="image/*"
      multiple
      onChange={(event) => {
        onFiles(Array.from(event.target.files ?? []));
        event.target.value = '';
      }}
    />
  );
}
